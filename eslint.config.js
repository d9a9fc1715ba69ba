// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import stylistic from '@stylistic/eslint-plugin';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = './apps/web/src';
const server = './apps/server/src';
// The server's modules in their layers, lowest first (docs/architecture.md, "The server's layers"):
// a module imports only modules listed before it, and only through their faces (`index.ts`).
const serverLayers = {
  foundation: ['audit', 'sessions', 'handbooks', 'codes', 'badges', 'files', 'timeline', 'mail'],
  domain: [
    'users',
    'auth',
    'backers',
    'crowdfunding',
    'offers',
    'tickets',
    'schedule',
    'meetings',
    'messages',
    'profiles',
    'duediligence',
    'pilots',
    'startups',
    'backoffice',
  ],
};
const serverModules = [...serverLayers.foundation, ...serverLayers.domain];
const moduleFolders = readdirSync(new URL('apps/server/src/modules', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory());
const unplaced = moduleFolders.map((entry) => entry.name).filter((name) => !serverModules.includes(name));
if (unplaced.length) throw new Error(`Place every server module in a layer of eslint.config.js (serverLayers): ${unplaced.join(', ')}`);
/** Top-level files below every module (read by platform/ and db/); every other top-level file is the app's. */
const serverBase = ['config.ts', 'config-crowdfunding.ts', 'trust-proxy.ts'];
/** What composes the modules: the app, its entry points, the seed and the command-line tools. */
const serverApp = [
  ...readdirSync(new URL('apps/server/src', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !serverBase.includes(entry.name))
    .map((entry) => `${server}/${entry.name}`),
  `${server}/seed`,
  `${server}/cli`,
];
const features = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.bench/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // STYLE.md: no line over 160 characters, no source file over 300 lines. Prettier keeps code within
    // 160 but cannot break a string, a comment or a regular expression, so none of them is exempt here.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { '@stylistic': stylistic },
    rules: {
      '@stylistic/max-len': ['error', { code: 160, tabWidth: 2 }],
      'max-lines': ['error', { max: 300 }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Journeys take `test` from e2e/support/test.ts, which fails them on a Content-Security-Policy violation.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from './support/test.js'." }] }],
    },
  },
  {
    // Imports resolve as TypeScript does (`./x.js` is `./x.ts`), so the rules below see every relative import.
    files: ['packages/contract/src/**/*.ts', 'apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only `.js` files and no-cycle never follows a TypeScript import.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['packages/contract/tsconfig.json', 'apps/server/tsconfig.json', 'apps/web/tsconfig.json'],
        }),
      ],
    },
    rules: {
      // No import cycles in the contract, the server or the web; other packages count as external.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Who may do what is a module's policy (`policy.ts`, on the account kinds of platform/policy.ts):
    // a route or a service asks it and never compares a role to a role name itself. A role held as
    // data (a letter's addressee, the kind a sign-up chooses) takes a name that says so.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/policy.ts', 'apps/server/src/seed/**', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          ['left', 'right'],
          ['right', 'left'],
        ].map(([named, literal]) => ({
          selector:
            `BinaryExpression[operator=/^[!=]==$/][${literal}.value=/^(startup|investor|corporate|expert|manager)$/]` +
            `:matches([${named}.name=/role$/i], [${named}.property.name=/role$/i])`,
          message: "Ask the module's policy (policy.ts) instead of comparing a role inline; a role that is data takes a name that says so.",
        })),
      ],
    },
  },
  {
    // Server boundaries (docs/architecture.md): platform/ and db/ import no module; a module imports
    // only the modules below it, through their faces; the app composes modules through faces too.
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [`${server}/platform`, `${server}/db`, ...serverBase.map((name) => `${server}/${name}`)],
              from: [`${server}/modules`, ...serverApp],
              message: 'platform/ and db/ sit below every module: they import no module and not the app. Pass what they need in.',
            },
            ...serverModules.map((name, at) => ({
              target: `${server}/modules/${name}`,
              from: [...serverModules.slice(at + 1).map((above) => `${server}/modules/${above}`), ...serverApp],
              message: `An upward import: '${name}' sits below the module it imports (docs/architecture.md); call downward, or wire both in the app.`,
            })),
            ...serverModules.map((name) => ({
              target: [...serverModules.filter((other) => other !== name).map((other) => `${server}/modules/${other}`), ...serverApp],
              from: `${server}/modules/${name}`,
              except: ['./index.ts'],
              message: `Import '${name}' through its face, modules/${name}/index.ts; export there what other modules may use.`,
            })),
          ],
        },
      ],
    },
  },
  {
    // Web boundaries (STYLE.md, habit 7): a feature imports no other feature and not the app shell;
    // shared code imports neither. The app shell composes features.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      // A module two or more folders up is named from `src/` through the `@/` alias (apps/web/tsconfig.json),
      // so the import says where it lives and survives a move of the importing file.
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: String.raw`^(\.\./){2,}`, message: "Import through the alias instead: '@/' is apps/web/src (e.g. '@/shared/ui/notify')." }],
          // Its hook copies the i18next instance for each component (docs/performance.md).
          paths: [{ name: 'react-i18next', importNames: ['useTranslation'], message: "Import useTranslation from '@/shared/i18n/use-translation'." }],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((name) => ({
              target: `${web}/features/${name}`,
              from: `${web}/features`,
              except: [`./${name}`],
              message: 'A feature imports no other feature: move what both need to shared/, or let the app compose them.',
            })),
            { target: `${web}/features`, from: `${web}/app`, message: 'Features do not import the app shell.' },
            { target: `${web}/shared`, from: [`${web}/features`, `${web}/app`], message: 'Shared code imports no feature and not the app shell.' },
          ],
        },
      ],
    },
  },
);
