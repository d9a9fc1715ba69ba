import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// The API server of `npm start`; API_TARGET points the dev proxy at another one.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
