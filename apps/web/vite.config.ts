import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// Found from this file, not the working directory: the tests run from the repository's root.
const linguiConfig = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
const shared = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));

/**
 * Writes `.br` and `.gz` beside every text file of the build. The server serves them as they are
 * (@fastify/static `preCompressed`), so the entry script travels compressed without compressing
 * per request: on a slow connection it is the largest part of the first paint.
 */
function precompress(): Plugin {
  let outDir = '';
  const compress = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) compress(path);
      else if (/\.(js|css|html|svg|json|txt)$/.test(entry.name)) {
        const data = readFileSync(path);
        if (data.length < 1024) continue; // not worth a second request header's size
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        );
      }
    }
  };
  return {
    name: 'hearth-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      compress(outDir);
    },
  };
}

/**
 * The installable app: a manifest in the brand's colours and a service worker (src/sw/sw.ts)
 * that precaches the shell. The page registers it itself, after load (src/lib/pwa), so the
 * landing page's first script does not grow.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Hearth',
    short_name: 'Hearth',
    description: 'Messages, voice notes and stories for grandparents and grandchildren.',
    start_url: '/conversations',
    scope: '/',
    display: 'standalone',
    theme_color: '#C2410C',
    background_color: '#FFFBF5',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // The stories' and other large lazy chunks still come from the network when first opened.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

export default defineConfig({
  plugins: [
    react(),
    lingui({ macroTransform: true, configPath: linguiConfig, failOnCompileError: true }),
    tailwindcss(),
    pwa,
    precompress(),
  ],
  resolve: {
    alias: {
      '@hearth/shared': shared,
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // React 19 has it built in; the shim @lingui/react imports is dead weight on the landing page.
      'use-sync-external-store/shim': fileURLToPath(
        new URL('./src/lib/vendor/use-sync-external-store-shim.ts', import.meta.url),
      ),
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The shared contract's modules only declare constants and zod schemas. Rollup cannot tell
      // that `z.object(...)` at a module's top level has no side effect, so one constant taken
      // from '@hearth/shared' kept every schema, and zod, in the landing page's entry chunk.
      // Declared free of side effects, unused schemas are dropped.
      treeshake: {
        moduleSideEffects: (id, external) => external || !id.includes('/packages/shared/src/'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Generous for a busy machine; waits inside tests are event-driven (see src/test/setup.ts).
    testTimeout: 30_000,
  },
});
