import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { chunkModulesReport } from './build/chunkModulesReport';

/**
 * Client build: `vite build` → dist/client with a manifest (the SSR handler reads it to emit the
 * entry script, its CSS and modulepreload links). SSR build: `vite build --ssr src/server/main.ts`.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  // The browser bundle gets zod in jitless mode (no `new Function` under the strict CSP).
  resolve: command === 'build' && !isSsrBuild ? { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zodBrowser.ts', import.meta.url)) }] } : {},
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/renderer/routes',
      generatedRouteTree: 'src/renderer/routeTree.gen.ts',
      autoCodeSplitting: true,
    }),
    react(),
    chunkModulesReport(),
  ],
  build: {
    manifest: true,
    outDir: 'dist/client',
    rollupOptions: { input: 'src/renderer/entry-client.tsx' },
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
}));
