import frauncesUrl from './generated/fraunces.woff2?url';
import interUrl from './generated/inter.woff2?url';

/**
 * The characters the fonts were cut to (font-subsets.ts SUBSET_RANGES; font-subsets.test.ts keeps
 * the two equal): others show in the fallback font.
 */
export const WEB_FONT_UNICODE_RANGE =
  'U+0020-007E, U+00A0-00FF, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+2032-2033, U+20AC, U+2122, U+2190-2193, U+2212';

/** Inter for text, Fraunces for headings; styles.css names them first in its font stacks. */
export const WEB_FONTS = [
  { family: 'Inter Variable', url: interUrl },
  { family: 'Fraunces Variable', url: frauncesUrl },
] as const;

/**
 * Downloads the web fonts, then adds them to the page together. Called once the first contentful
 * paint is on screen (main.tsx): until then text shows in the metric-matched local fallbacks
 * (styles.css), so the fonts' 60 kB never share the first paint's bandwidth with the page and its
 * stylesheet. Added at once, they cost one re-layout of the page instead of one each, and swap
 * in without moving anything (decision 012: FCP, LCP, TBT, CLS). A font that fails leaves its
 * fallback, as does a browser without the CSS Font Loading API.
 */
export async function loadWebFonts(): Promise<void> {
  if (typeof FontFace !== 'function' || !document.fonts) return;
  const faces = WEB_FONTS.map(
    ({ family, url }) =>
      new FontFace(family, `url(${url}) format('woff2-variations')`, {
        style: 'normal',
        weight: '400 700',
        display: 'swap',
        unicodeRange: WEB_FONT_UNICODE_RANGE,
      }),
  );
  const loaded = await Promise.allSettled(faces.map((face) => face.load()));
  faces.forEach((face, index) => loaded[index]?.status === 'fulfilled' && document.fonts.add(face));
}
