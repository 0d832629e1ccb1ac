import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { bootFrameTexts, frameFirst } from './scripts/boot-frame';
import { firstViewChunk } from './scripts/first-view-chunks';
import { precompress } from './scripts/precompress';
import { shellBudget } from './scripts/shell-budget';

const apiPort = process.env.API_PORT ?? '8080';
const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

// What the login page and the main page load beyond the shell, but for their own route modules,
// travels in one chunk (scripts/first-view-chunks.ts).
const firstView = firstViewChunk(
  'first-view',
  [
    'app/layouts/query-layout.tsx',
    'app/layouts/login-layout.tsx',
    'app/routes/auth-routes.tsx',
    'app/layouts/basic-layout.tsx',
    'app/routes/main-route.tsx',
  ].map(source),
);

export default defineConfig({
  plugins: [
    react(),
    bootFrameTexts(fileURLToPath(new URL('./src', import.meta.url))),
    frameFirst(),
    shellBudget(170),
    precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    // '^/api/' and not '/api': the SPA has its own /api_user/:id page.
    proxy: { '^/api/': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      output: {
        // Without Mantine in one chunk, Rollup cut the pages' code into dozens of tiny chunks; over
        // HTTP/1.1 each costs a round trip. Merging those under 20 kB halved the login page's
        // requests; the first-view chunk cut them to 9.
        experimentalMinChunkSize: 20_000,
        // A manual chunk holds the modules named for it and nothing else. By default Rollup also
        // pulls in all they import, which put the shell's own modules into the first-view chunk.
        onlyExplicitManualChunks: true,
        // Heavy libraries get their own chunks so the shell stays small (docs/architecture.md#the-web-shell-stays-small);
        // they are only reached through lazy routes.
        manualChunks(id, meta) {
          // Rollup's helper for CommonJS modules, which react-dom is: left out, it became a chunk
          // of its own that every page load fetched
          if (id.includes('commonjsHelpers')) return 'react';
          if (!id.includes('node_modules')) return firstView(id, meta);
          if (id.includes('maplibre-gl')) return 'maplibre';
          if (id.includes('supercluster') || id.includes('kdbush')) return 'supercluster';
          if (id.includes('echarts') || id.includes('zrender')) return 'echarts';
          if (id.includes('recharts') || id.includes('d3-')) return 'charts';
          if (id.includes('cytoscape')) return 'cytoscape';
          // tslib serves ECharts and lazy Mantine parts alike, which would otherwise share a chunk
          if (id.includes('tslib')) return 'tslib';
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
          return firstView(id, meta);
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Vitest keeps one core free by default, which on two cores is one worker: both take the suite
    // from 272 s to 201 s (2026-11-28). Each file keeps its own environment: shared, 53 files
    // failed on state another left.
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
});
