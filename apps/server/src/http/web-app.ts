import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config/env.ts';
import { publicRuntimeConfig } from '../shop/runtime-config.ts';
import { routeNotFound, sendError } from './error-handler.ts';

const HASHED_ASSET = /\/assets\//;

/**
 * Serves the built SPA: hashed assets immutable and pre-compressed (brotli/gzip files written at
 * build time), everything else revalidated, and index.html — with the runtime config embedded —
 * for every other GET so client-side routes survive a reload (history fallback).
 */
export async function installWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const indexPath = path.join(config.webDist, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  if (template) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      index: false,
      wildcard: true,
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header('cache-control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn({ webDist: config.webDist }, 'web app is not built; run `npm run build` to serve the shop');
  }

  const runtimeConfigJson = JSON.stringify(publicRuntimeConfig(config)).replace(/</g, '\\u003c');
  const page = template?.replace(
    '</head>',
    `<script type="application/json" id="pura-config">${runtimeConfigJson}</script></head>`,
  );

  const sendPage = (reply: FastifyReply) => {
    if (!page) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The Pura web app is not built yet. Run `npm run build` (or `npm start`, which builds it).');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  };

  app.get('/', (_request, reply) => sendPage(reply));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/v1') || pathname.startsWith('/api')) return sendError(reply, routeNotFound());
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (wantsPage) return sendPage(reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
