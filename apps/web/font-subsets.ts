import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The shop's two variable fonts, cut down before Vite reads styles.css: only the characters a
 * Latin-script shop writes (styles.css declares the same `unicode-range`) and only the weights
 * it uses (400–700). Inter drops from 48 to 28 kB and Fraunces from 37 to 31 kB, bytes that
 * otherwise share the first second with the page's main image (decision 012: LCP). Other
 * characters show in the metric-matched fallback font.
 *
 * The subsets land in src/fonts/generated/ (not committed) and are made again only when the
 * source font or this file changes.
 */

/** Printable ASCII, Latin-1 (German, French, Spanish…), and the shop's punctuation and symbols. */
export const SUBSET_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2032, 0x2033],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];

const WEIGHTS = { min: 400, max: 700 };

const FONTS = [
  { source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', output: 'inter.woff2' },
  { source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2', output: 'fraunces.woff2' },
];

const OUTPUT_DIR = fileURLToPath(new URL('./src/fonts/generated/', import.meta.url));

export function fontSubsets(): Plugin {
  return {
    name: 'pura-font-subsets',
    // Vitest never loads the fonts: no need to make them for every test run.
    async configResolved() {
      if (!process.env.VITEST) await writeSubsets();
    },
  };
}

async function writeSubsets(): Promise<void> {
  const require = createRequire(import.meta.url);
  const thisFile = await stat(fileURLToPath(import.meta.url));
  await mkdir(OUTPUT_DIR, { recursive: true });
  for (const font of FONTS) {
    const source = require.resolve(font.source);
    const output = path.join(OUTPUT_DIR, font.output);
    const made = await stat(output).catch(() => null);
    if (made && made.mtimeMs > Math.max((await stat(source)).mtimeMs, thisFile.mtimeMs)) continue;
    // Loaded on demand: harfbuzz's WebAssembly is only needed when a subset is (re)made.
    const { default: subsetFont } = await import('subset-font');
    const text = SUBSET_RANGES.flatMap(([from, to]) =>
      Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
    ).join('');
    const subset = await subsetFont(await readFile(source), text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
    await writeFile(output, subset);
  }
}
