import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const API_TARGET = 'http://localhost:3000';
const CORE_SRC = fileURLToPath(new URL('../core/src/', import.meta.url));

/** The zod schemas core declares (`export const emailSchema = …`), by name. */
function coreSchemaNames(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(CORE_SRC, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    for (const match of readFileSync(CORE_SRC + file, 'utf8').matchAll(
      /^(?:export )?const (\w+Schema)\b/gm,
    )) {
      names.add(match[1]!);
    }
  }
  return [...names];
}

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true, ws: true },
      '/dev': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: each chunk's static and dynamic imports (read by `npm run bench bundle`)
    manifest: true,
    rolldownOptions: {
      // multi-page: the SPA and the embeddable voice widget (/widget.html?agent=ID)
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        widget: fileURLToPath(new URL('./widget.html', import.meta.url)),
      },
      // core/ is pure domain logic: its modules have no side effects, and building a zod schema
      // (`z.object(…)`, `someSchema.omit(…)`) only returns it. Said so, a page that imports a constant
      // from a core module does not carry the module's unused schemas, nor zod when none is used.
      treeshake: {
        manualPureFunctions: ['z', ...coreSchemaNames()],
        moduleSideEffects: [{ test: /[\\/]core[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // the charts library and its dependencies: loaded only with the pages that draw charts
            {
              name: 'charts',
              test: /node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs|redux|redux-thunk|react-redux|immer|reselect|decimal\.js-light|eventemitter3|es-toolkit|tiny-invariant|clsx|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
