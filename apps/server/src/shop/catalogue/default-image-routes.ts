import type { FastifyPluginAsync } from 'fastify';
import { renderDefaultImagePng } from '../seed/product-artwork.ts';

/**
 * GET /Pura.png: the default product image of docs/product.md §9, shown when a product has no image or
 * its own fails. Rendered once per process and then served from memory.
 */
export const defaultImageRoutes: FastifyPluginAsync = async (app) => {
  let png: Promise<Buffer> | undefined;
  app.get('/Pura.png', async (_request, reply) => {
    png ??= renderDefaultImagePng();
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(await png);
  });
};
