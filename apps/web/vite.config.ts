import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { FIRST_SCREENS } from './src/routes/first-screens';
import { manualChunks } from './vite-chunks';
import { precompress } from './vite-precompress';
import { srcAlias } from './src-alias';
import { routePreload } from './vite-route-preload';

const routesDir = fileURLToPath(new URL('./src/routes', import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss(), routePreload(FIRST_SCREENS, routesDir), precompress()],
  resolve: { alias: srcAlias },
  server: {
    // The API runs as its own process in development (npm run dev -w @aula/server).
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place; they are harmless and would bury real warnings.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
        warn(warning);
      },
      treeshake: {
        // @aula/shared is consumed as TypeScript source and its modules only declare things
        // (schemas, constants, messages): let unused ones drop out, so that a screen importing
        // a message does not also pull in zod and every schema.
        moduleSideEffects: (id) => !id.includes('/packages/shared/'),
      },
      output: { manualChunks: manualChunks(), onlyExplicitManualChunks: true },
    },
  },
});
