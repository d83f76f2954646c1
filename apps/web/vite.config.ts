import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fontSubsets } from './font-subsets.ts';

const SERVER = process.env.PURA_DEV_SERVER ?? 'http://localhost:3000';

/**
 * Writes .br and .gz next to every compressible build file, so the server sends pre-compressed
 * bytes (maximum brotli quality, paid once at build time instead of on every request).
 */
function precompress(): Plugin {
  return {
    name: 'pura-precompress',
    apply: 'build',
    // After writing, so the compressed copies hold the final bytes (Vite rewrites chunks late).
    async writeBundle(options, bundle) {
      // The server-rendering bundle is read from disk by the server, never sent.
      if (this.environment.config.build.ssr) return;
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json|txt|xml)$/.test(fileName) || fileName.startsWith('.vite/')) continue;
        const bytes = await readFile(path.join(outDir, fileName));
        if (bytes.length < 1024) continue;
        const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        await writeFile(path.join(outDir, `${fileName}.br`), br);
        await writeFile(path.join(outDir, `${fileName}.gz`), gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/** In dev, embeds the server's runtime config the same way the production server does. */
function devRuntimeConfig(): Plugin {
  return {
    name: 'pura-dev-runtime-config',
    apply: 'serve',
    async transformIndexHtml(html) {
      try {
        const config = await (await fetch(`${SERVER}/api/config`)).text();
        return html.replace('</head>', `<script type="application/json" id="pura-config">${config}</script></head>`);
      } catch {
        return html;
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [fontSubsets(), react(), tailwindcss(), precompress(), devRuntimeConfig()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The manifest (dist/.vite/manifest.json, public file names only) lets `npm run bench` follow each
  // route's import graph.
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: !isSsrBuild,
    // No preload links added to dynamic imports: Vite's helper would insert a link for each of the
    // app's ~20 modules in the one task that starts it, and each costs about a millisecond of the
    // main thread (decision 012: TBT). A server-rendered page preloads its list two per task
    // (main.tsx), other pages get theirs in <head>, and links on screen prefetch the next page's.
    modulePreload: false,
    copyPublicDir: !isSsrBuild,
    // TanStack Query in one chunk: left alone, Rolldown cuts it into five by which pages share which
    // part, and every page loads all five anyway; one file compresses ~2 kB smaller (decision 012).
    // The icons that more than one chunk uses in one chunk too: left alone, each became a file of
    // its own (a dozen per page, ~300 bytes each), and every file a page loads costs its main
    // thread a request and a compile task — more than the 4 kB file costs (decision 012: TBT).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
                { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 2 },
              ],
            },
          },
        },
  },
  // `vite build --ssr src/entry-server.tsx` (npm run build) writes dist-ssr/: one self-contained
  // bundle, so the server needs none of the web app's packages at run time.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: {
      '/v1': { target: SERVER, ws: true, changeOrigin: false },
      '/api': { target: SERVER },
      '/sitemap.xml': { target: SERVER },
      '/robots.txt': { target: SERVER },
    },
  },
}));
