/**
 * Dev script: renders every product image, the default image and a contact sheet to
 * /tmp/pura-artwork (outside the repo) so the artwork can be checked by eye.
 * Run from the repo root: `npx tsx apps/server/src/shop/seed/preview-artwork.ts [outDir]`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { catalogueSeedPlan } from './catalogue-seed-plan.ts';
import { renderDefaultImagePng, renderProductArtworkWebp } from './product-artwork.ts';

const outDir = process.argv[2] ?? '/tmp/pura-artwork';
const TILE_PX = 200;
const SHEET_COLUMNS = 7;

await mkdir(outDir, { recursive: true });
const tiles: Buffer[] = [];
for (const entry of catalogueSeedPlan()) {
  const webp = await renderProductArtworkWebp(entry.artwork);
  await writeFile(path.join(outDir, entry.image.fileName), webp);
  // PNG copies because not every image viewer displays WebP.
  await writeFile(path.join(outDir, `${entry.documentId}.png`), await sharp(webp).png().toBuffer());
  tiles.push(await sharp(webp).resize(TILE_PX, TILE_PX).png().toBuffer());
}
const defaultPng = await renderDefaultImagePng();
await writeFile(path.join(outDir, 'Pura.png'), defaultPng);
tiles.push(await sharp(defaultPng).resize(TILE_PX, TILE_PX).png().toBuffer());

const rows = Math.ceil(tiles.length / SHEET_COLUMNS);
const sheet = await sharp({
  create: { width: SHEET_COLUMNS * TILE_PX, height: rows * TILE_PX, channels: 3, background: '#ffffff' },
})
  .composite(
    tiles.map((input, i) => ({
      input,
      left: (i % SHEET_COLUMNS) * TILE_PX,
      top: Math.floor(i / SHEET_COLUMNS) * TILE_PX,
    })),
  )
  .png()
  .toBuffer();
await writeFile(path.join(outDir, 'contact-sheet.png'), sheet);
console.log(`Wrote ${tiles.length} images and contact-sheet.png to ${outDir}`);
