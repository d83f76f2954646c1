import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const SERVER = process.env.PURA_DEV_SERVER ?? 'http://localhost:3000';

/**
 * Writes .br and .gz next to every compressible build file, so the server sends pre-compressed
 * bytes (maximum brotli quality, paid once at build time instead of on every request).
 */
function precompress(): Plugin {
  return {
    name: 'pura-precompress',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|html|svg|json|txt|xml)$/.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < 1024) continue;
        const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.br`, source: br });
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.gz`, source: gzipSync(bytes, { level: 9 }) });
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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), devRuntimeConfig()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false },
  server: {
    port: 5173,
    proxy: {
      '/v1': { target: SERVER, ws: true, changeOrigin: false },
      '/api': { target: SERVER },
      '/sitemap.xml': { target: SERVER },
      '/robots.txt': { target: SERVER },
    },
  },
});
