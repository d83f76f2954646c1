import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { catalogueSeedPlan } from '../../src/shop/seed/catalogue-seed-plan.ts';
import {
  ARTWORK_SIZE_PX,
  artworkShapes,
  productArtworkSvg,
  renderDefaultImagePng,
  renderProductArtworkWebp,
  wrapLabelText,
  type ArtworkSubject,
} from '../../src/shop/seed/product-artwork.ts';

const plan = catalogueSeedPlan();
/** One product of each shape keeps the test quick while covering every drawing path. */
const onePerShape = artworkShapes.map((shape) => {
  const entry = plan.find((e) => e.artwork.artwork.shape === shape);
  if (entry === undefined) throw new Error(`no catalogue product is drawn as a ${shape}`);
  return entry.artwork;
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** An image's format and pixel size, as sharp reads them from its bytes. */
async function formatAndSize(image: Buffer) {
  const meta = await sharp(image).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

describe('product artwork', () => {
  it('renders an 800×800 WebP for a product of every shape, each with distinct bytes', async () => {
    const images = await Promise.all(onePerShape.map(renderProductArtworkWebp));
    for (const image of images) {
      expect(image.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(image.subarray(8, 12).toString('ascii')).toBe('WEBP');
      expect(await formatAndSize(image)).toEqual({ format: 'webp', width: ARTWORK_SIZE_PX, height: ARTWORK_SIZE_PX });
    }
    expect(new Set(images.map(sha256)).size).toBe(images.length);
  });

  it('draws something on the container, not just the backdrop', async () => {
    const image = await renderProductArtworkWebp(onePerShape[0]!);
    const { channels } = await sharp(image).stats();
    // A flat image would have (near) zero deviation in every channel.
    expect(channels.some((c) => c.stdev > 10)).toBe(true);
  });

  it('gives every catalogue product its own SVG', () => {
    const svgs = plan.map((e) => productArtworkSvg(e.artwork));
    expect(new Set(svgs).size).toBe(svgs.length);
  });

  it('escapes XML special characters in names so the SVG stays valid', async () => {
    const subject: ArtworkSubject = {
      name: 'Rose & <Oud> "Night" Balm',
      category: 'Lip & Care',
      artwork: { shape: 'tin', background: 'cream', container: 'terracotta' },
    };
    const svg = productArtworkSvg(subject);
    expect(svg).toContain('&amp;');
    expect(svg).toContain('&lt;Oud&gt;');
    expect(svg).toContain('&quot;Night&quot;');
    expect(svg).not.toContain('<Oud>');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const meta = await sharp(await renderProductArtworkWebp(subject)).metadata();
    expect(meta.width).toBe(ARTWORK_SIZE_PX);
  });

  // Widths are in em of the label serif.
  it('wraps long names onto at most three label lines', () => {
    expect(wrapLabelText('Barrier Repair Hydration Mask', 8.5, 3)).toEqual(['Barrier Repair', 'Hydration Mask']);
    expect(wrapLabelText('Anti-Hair-Fall Caffeine Shampoo', 6.6, 3)).toBeNull();
    expect(wrapLabelText('Anti-Hair-Fall Caffeine Shampoo', 6.6, 3, true)).toEqual(['Anti-Hair-', 'Fall Caffeine', 'Shampoo']);
  });
});

describe('default image', () => {
  it('is an 800×800 PNG', async () => {
    const png = await renderDefaultImagePng();
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(await formatAndSize(png)).toEqual({ format: 'png', width: ARTWORK_SIZE_PX, height: ARTWORK_SIZE_PX });
  });
});
