import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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
        const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
        const gz = gzipSync(data, { level: constants.Z_BEST_COMPRESSION });
        // A copy that is not smaller (a tiny file) is left out; the file itself is sent then.
        if (br.length < data.length) writeFileSync(`${file}.br`, br);
        if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
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
    sourcemap: true,
    // Mantine's CSS alone is larger than the default warning limit; JS chunks are checked in CI.
    chunkSizeWarningLimit: 600,
  },
});
