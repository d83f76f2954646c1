import { describe, expect, it } from 'vitest';
import { createWithSlugId, productSlug } from './product-slug.ts';

describe('product slugs', () => {
  it.each([
    ['Rose Night Cream', 'rose-night-cream'],
    ['  Rosé Night Cream! ', 'rose-night-cream'],
    ['SPF 50+ Hybrid Sunscreen', 'spf-50-hybrid-sunscreen'],
    ['Überfeuchte Crème für trockene Haut und mehr', 'uberfeuchte-creme-fur-trockene'],
    ['✨✨', 'product'],
  ])('%j → %j', (name, slug) => {
    expect(productSlug(name)).toBe(slug);
    expect(slug).toMatch(/^[a-z0-9][a-z0-9-]{0,31}$/);
  });

  it('takes the next ending while an id is taken, and passes other failures on', async () => {
    const taken = new Set(['rose-cream', 'rose-cream-2']);
    const create = async (id: string) => {
      if (taken.has(id)) throw Object.assign(new Error('Document with the requested ID already exists.'), { code: 409 });
      return id;
    };
    expect(await createWithSlugId('Rose Cream', create)).toBe('rose-cream-3');
    await expect(createWithSlugId('Rose Cream', () => Promise.reject(Object.assign(new Error('No'), { code: 401 })))).rejects.toThrow('No');
  });
});
