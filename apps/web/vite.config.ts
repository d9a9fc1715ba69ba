import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { lazyContract } from './build/lazy-contract';

// The API server of `npm start`; API_TARGET points the dev proxy at another one.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy next to every built text file, at the highest
 * levels, so the server sends them as they are (@fastify/static `preCompressed`) and never
 * compresses per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'platform:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|css|html|svg|json)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const data = readFileSync(file);
        const br = brotliCompressSync(data, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
        });
        const gz = gzipSync(data, { level: constants.Z_BEST_COMPRESSION });
        // A copy that is not smaller (a tiny file) is left out; the file itself is sent then.
        if (br.length < data.length) writeFileSync(`${file}.br`, br);
        if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * React Router's package sends every bundler to its development build
 * (remix-run/react-router#14102); the production build beside it is the same code with its
 * development warnings off, which the minifier then drops. The build takes that one.
 */
function reactRouterProduction(): Plugin {
  const production = (specifier: string) => fileURLToPath(import.meta.resolve(specifier)).replace(/([\\/])development([\\/])/, '$1production$2');
  return {
    name: 'platform:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: production('react-router') },
          { find: /^react-router\/dom$/, replacement: production('react-router/dom') },
        ],
      },
    }),
  };
}

/**
 * `@mantine/hooks`' `useId` swapped for `src/shared/lib/mantine-use-id.ts`, which returns React's id
 * from the first render on: Mantine's sets a random id after mounting, a second render of every
 * component with an id (docs/performance.md, "Ids without a second render").
 */
export function mantineStableIds(): Plugin {
  const replacement = fileURLToPath(new URL('src/shared/lib/mantine-use-id.ts', import.meta.url));
  const mantineHooks = /[\\/]node_modules[\\/]@mantine[\\/]hooks[\\/]/;
  return {
    name: 'platform:mantine-stable-ids',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !mantineHooks.test(importer) || !/[\\/]use-id[\\/]use-id\.mjs$/.test(source)) return null;
      return replacement;
    },
  };
}

/**
 * Mantine's `ScrollArea` with its one helper from `@floating-ui/react` (merging refs) taken from
 * `src/shared/lib/scroll-area-merge-refs.ts` instead: that import alone put the whole positioning
 * library in the cabinet frame's first download (docs/performance.md, "The frame without floating-ui").
 */
export function scrollAreaWithoutFloatingUi(): Plugin {
  const replacement = fileURLToPath(new URL('src/shared/lib/scroll-area-merge-refs.ts', import.meta.url));
  const scrollArea = /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
  return {
    name: 'platform:scroll-area-without-floating-ui',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@floating-ui/react' && importer && scrollArea.test(importer) ? replacement : null;
    },
  };
}

/** A pattern over module paths in which `/` stands for either separator. */
const pathPattern = (source: string) => new RegExp(source.replaceAll('/', String.raw`[\\/]`));

/** The log-in screen's own modules (sign-up and recovery stay chunks of their own). */
const loginScreen = pathPattern(
  String.raw`/src/features/auth/(pages/auth-page|components/(login-form|login-error-text|auth-layout|step-panel)|api/login)\.tsx?$`,
);

/** The form library with its zod resolver and `shared/lib/form-resolver`, the one way forms use it. */
const reactHookForm = pathPattern(String.raw`(/node_modules/(react-hook-form|@hookform/resolvers)/|/src/shared/lib/form-resolver\.ts$)`);

/**
 * The Mantine components of the log-in screen beyond the shell's; most cabinet screens use them
 * too. The divider is one: left to the bundler, it went into the log-in chunk, and the cabinet's
 * frame then loaded that whole chunk for it.
 */
const mantineBasicComponents = [
  'Input',
  'InputBase',
  'TextInput',
  'PasswordInput',
  'ActionIcon',
  'CloseButton',
  'Alert',
  'List',
  'Stack',
  'ThemeIcon',
  'Title',
  'Divider',
];
const mantineBasics = pathPattern(String.raw`/node_modules/@mantine/core/esm/components/(${mantineBasicComponents.join('|')})/`);
/**
 * What the cabinet's frame needs from Mantine beyond the shell and the basics: the phone menu's
 * drawer (its portal, focus trap, scroll lock and scroll area), the menu's links and the avatar.
 * Left to the bundler they were nine files of 0.1–7 KB, each one more request and one more
 * preload link the frame's code adds to the page in the task that asks for the cabinet's routes
 * (docs/performance.md, "The frame's Mantine in one file"). Every cabinet screen loads the frame;
 * the signed-out screens use none of these.
 */
const mantineFrame = pathPattern(
  String.raw`/node_modules/(` +
    String.raw`@mantine/core/esm/(components/(Portal|FocusTrap|ModalBase|Drawer|ScrollArea|NavLink|Collapse|Badge|Avatar)/|` +
    String.raw`components/Accordion/AccordionChevron|` +
    String.raw`core/utils/(get-default-z-index|is-element|get-single-element-child|get-breakpoint-value|get-sorted-breakpoints)/|` +
    String.raw`core/Box/get-style-object/)|` +
    String.raw`@mantine/hooks/esm/(utils/use-callback-ref|use-debounced-callback|use-focus-return|use-focus-trap|use-window-event|use-collapse)/|` +
    String.raw`(react-remove-scroll|react-remove-scroll-bar|use-callback-ref|use-sidecar|get-nonce|react-style-singleton|tslib)/)`,
);
/**
 * The log-in screen's icons (its form, passkey button, hero list and the thanks page): one file of
 * some 0.7 KB instead of seven of a few hundred bytes each, split by which screens share them.
 */
const loginIcons = pathPattern(
  String.raw`/node_modules/@tabler/icons-react/dist/esm/icons/` +
    String.raw`Icon(At|Lock|AlertCircle|Fingerprint|Rocket|Briefcase|BuildingSkyscraper|Certificate|CircleCheck)\.mjs$`,
);
/** What the log-in screen shares with the cabinet and the public pages: logo, footer, language switch. */
const siteParts = pathPattern(
  String.raw`/src/shared/(ui/(logo|site-footer|language-switch|static-page-titles)|hooks/use-document-title|session/use-choose-language|` +
    String.raw`i18n/use-language)\.tsx?$`,
);

export default defineConfig({
  plugins: [react(), reactRouterProduction(), mantineStableIds(), scrollAreaWithoutFloatingUi(), lazyContract(), precompress()],
  resolve: {
    // `@/` is `src/` (tsconfig.json `paths`, the unit tests and lint say the same).
    alias: { '@': fileURLToPath(new URL('src', import.meta.url)) },
    // The contract is consumed from its TypeScript source so the web never waits for its build.
    conditions: ['@platform/source', ...defaultClientConditions],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for error reports, without the comment that points browsers at them: the server does
    // not serve them (docs/deployment.md, The image).
    sourcemap: 'hidden',
    // Mantine's CSS alone is larger than the default warning limit; JS chunks are checked in CI.
    chunkSizeWarningLimit: 600,
    modulePreload: {
      // Every browser the platform supports preloads modules itself (Safari 17, Firefox 115, Chromium).
      polyfill: false,
      // A screen's icon chunks (a few hundred bytes each) load with the screen's own chunk, which
      // imports them. Listed in the shell too, they would add some 75 file names to every first
      // load for the sake of one round trip; the imports of later chunks (the cabinet's screens,
      // whose lists load with the cabinet's routes) list them, so a screen's icons come with it.
      resolveDependencies: (_file, deps, { hostId }) =>
        /(^|\/)index-[\w-]+\.js$/.test(hostId) ? deps.filter((dep) => !/(^|\/)icons-[\w-]+\.js$/.test(dep)) : deps,
    },
    rolldownOptions: {
      output: {
        // A few larger chunks for the first screen instead of some forty small ones, which compress
        // worse apart: the shell (everything the entry imports), then what the log-in screen needs
        // beyond it, grouped so the cabinet's screens load these groups only for what they use too
        // (a cabinet screen that loaded the log-in chunk would pull the form library with it).
        // zod stays apart: the log-in form loads it on its first check, the cabinet with its data.
        // Icons go with the screens that use them, as automatic splitting would place them.
        // A shared icon chunk is named after every screen that uses it; the shell lists each chunk
        // a screen preloads by file name, so those long names cost the first load bytes.
        // Seven hash characters (42 bits, the fewest the bundler takes for this many chunks) keep some
        // 250 files apart; the shell lists some 240 of them, and the eighth character cost /login's
        // first load 150 compressed bytes.
        chunkFileNames: (chunk) => (chunk.name.startsWith('icons~') ? 'assets/icons-[hash:7].js' : 'assets/[name]-[hash:7].js'),
        entryFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 5 },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 4 },
            { name: 'mantine-basics', test: mantineBasics, priority: 3 },
            // Mantine's merged ref stays a file of its own: /verify's file button uses it, and in the
            // frame's group (which takes its modules' dependencies) it would bring /verify the whole group.
            { name: 'use-merged-ref', test: pathPattern('/node_modules/@mantine/hooks/esm/use-merged-ref/'), priority: 4 },
            { name: 'mantine-frame', test: mantineFrame, priority: 3 },
            // With its zod resolver and the forms' one helper over it (which every form imports; the
            // log-in form on its first focus), so the contract's schemas (which the cabinet loads) come without it.
            { name: 'react-hook-form', test: reactHookForm, priority: 3 },
            { name: 'site', test: siteParts, priority: 2 },
            // An `icons~` name keeps the file out of the preload lists, as the screens' icon chunks.
            { name: 'icons~login', test: loginIcons, priority: 3 },
            // Icon sets under 40 KB (before compression) join their nearest neighbour's file: a screen
            // downloads a few icons it does not show rather than ask for another file of a few hundred
            // bytes; every file a script asks for costs a phone's main thread too (docs/performance.md,
            // "Request by request"). The cabinet's first screens load 2 to 7 files fewer this way.
            { name: 'icons', test: /[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]/, priority: 2, entriesAware: true, entriesAwareMergeThreshold: 40_000 },
            { name: 'login', test: loginScreen, priority: 1 },
          ],
        },
      },
    },
  },
});
