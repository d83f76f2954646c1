import type { FastifyInstance } from 'fastify';
import type { SeoCatalogue } from './seo-catalogue.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** GET /sitemap.xml and /robots.txt (decision 005 item 8), at the site root where crawlers look. */
export function registerSeoRoutes(app: FastifyInstance, catalogue: SeoCatalogue): void {
  const robots = robotsTxt(app.config.publicUrl);
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', async (_request, reply) => {
    const products = await catalogue.all();
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(sitemapXml(app.config.publicUrl, products));
  });
}
