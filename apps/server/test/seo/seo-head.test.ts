import { describe, expect, it } from 'vitest';
import type { SeoProduct } from '../../src/shop/seo/seo-catalogue.ts';
import { SHOP_LIST_LENGTH, productHead, shopHead } from '../../src/shop/seo/seo-pages.ts';
import { jsonLdScript } from '../../src/shop/seo/structured-data.ts';

/** The pure parts of the SEO renderer: lengths and escaping that need no server. */

const site = { publicUrl: 'https://shop.example.test', projectId: 'pura', shopName: () => 'Pura' };
const product = (id: string, overrides: Partial<SeoProduct> = {}): SeoProduct => ({
  id,
  name: `Product ${id}`,
  description: 'A cream.',
  category: 'Skincare',
  price: 10,
  stock: null,
  imageFileId: null,
  imageUrl: null,
  ratingCount: 0,
  ratingSum: 0,
  updatedAt: '2026-11-21T10:00:00.000+00:00',
  ...overrides,
});

describe('SEO head', () => {
  it(`lists at most ${SHOP_LIST_LENGTH} products in the shop's ItemList, the newest first`, () => {
    const products = Array.from({ length: SHOP_LIST_LENGTH + 5 }, (_, i) => product(`p${i}`));
    const list = shopHead(site, products).jsonLd[0] as { numberOfItems: number; itemListElement: Array<{ url: string }> };
    expect(list.numberOfItems).toBe(SHOP_LIST_LENGTH);
    expect(list.itemListElement).toHaveLength(SHOP_LIST_LENGTH);
    expect(list.itemListElement[0]?.url).toBe('https://shop.example.test/product/p0');
  });

  it('cuts a long description to a 155-character snippet, and uses the shop image without a product image', () => {
    const head = productHead(site, product('long', { description: `${'word '.repeat(60)}end` }));
    expect(head.description).toHaveLength(155);
    expect(head.description.endsWith('…')).toBe(true);
    expect(head.image).toBe('https://shop.example.test/Pura.png');
    expect(head.imageSize).toBeUndefined();
  });

  it('keeps JSON-LD inside its script element whatever the text holds', () => {
    const script = jsonLdScript({ name: '</script><!-- & \u2028 \u2029' });
    expect(script).toBe('<script type="application/ld+json">{"name":"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028 \\u2029"}</script>');
    expect(JSON.parse(script.slice(script.indexOf('>') + 1, script.lastIndexOf('<')))).toEqual({ name: '</script><!-- & \u2028 \u2029' });
  });
});
