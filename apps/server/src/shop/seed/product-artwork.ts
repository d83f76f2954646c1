// sharp loads with the first picture rendered here, so this module adds nothing to the start-up.
const loadSharp = async () => (await import('sharp')).default;

/**
 * The shop palette the generated artwork draws from (sage, deep green, cream, terracotta, sand,
 * blush plus a few tints), named so catalogue data says "sage on mint" rather than hex codes.
 */
export const artworkPalette = {
  sage: '#7d8f69',
  deepGreen: '#3f4f3a',
  cream: '#f6f1e7',
  terracotta: '#c8734f',
  sand: '#e6d5b8',
  blush: '#e9c3b5',
  mint: '#dfe7d4',
  oat: '#efe6d6',
  peach: '#f3dccd',
  clay: '#d9a283',
  rosewood: '#b77b6b',
  olive: '#a3ab7f',
  moss: '#5e6f4e',
  amber: '#a9643d',
} as const;

/** A colour name from `artworkPalette`. */
export type ArtworkColour = keyof typeof artworkPalette;

/** Container shapes the artwork can draw; each matches a real packaging type. */
export const artworkShapes = ['bottle', 'dropper', 'jar', 'tube', 'pump', 'stick', 'tin'] as const;

/** One of `artworkShapes`. */
export type ArtworkShape = (typeof artworkShapes)[number];

/** How one product's image looks: the container and the colour pair. Distinct per product. */
export interface ArtworkSpec {
  readonly shape: ArtworkShape;
  /** Soft backdrop behind the container. */
  readonly background: ArtworkColour;
  /** Colour of the container itself; caps, lids and shadows are derived from it. */
  readonly container: ArtworkColour;
}

/** What the renderer needs from a product, so it stays independent of the catalogue's shape. */
export interface ArtworkSubject {
  readonly name: string;
  readonly category: string;
  readonly artwork: ArtworkSpec;
}

/** Side of the square images in pixels; the storage preview scales them down to 400 or 300. */
export const ARTWORK_SIZE_PX = 800;

/** WebP quality of product images: visually clean at a fraction of PNG's size. */
export const ARTWORK_WEBP_QUALITY = 82;

const FONT_SERIF = 'DejaVu Serif, Georgia, serif';
const FONT_SANS = 'DejaVu Sans, Helvetica, Arial, sans-serif';
const INK = artworkPalette.deepGreen;

/** Where the label sits on a container, and how many lines of the name it can hold. */
interface LabelBox {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Corner radius; a tin's round label uses the full half-size. */
  radius: number;
  maxFontPx: number;
}

/** A drawn container: SVG markup plus the box its label goes into. */
interface DrawnContainer {
  markup: string;
  label: LabelBox;
}

interface ContainerColours {
  body: string;
  /** Caps, lids, collars: a darker shade, or deep green for pale containers. */
  cap: string;
  /** A light stripe suggesting a highlight on a rounded surface. */
  highlight: string;
  /** Thin outline so pale containers stay readable on pale backdrops. */
  outline: string;
  label: string;
}

/** Replaces the five XML special characters so any product name is safe inside SVG text. */
export function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');
}

// DejaVu Serif advance widths for ASCII 32–126 in 1/100 em. It is the widest font in our family
// list, so a line measured with it also fits whichever serif the system substitutes.
const SERIF_ADVANCE_CENTI_EM = [
  32, 40, 46, 84, 64, 95, 89, 27, 39, 39, 50, 84, 32, 34, 32, 34, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 34, 34, 84, 84, 84, 54, 100, 72,
  73, 77, 80, 73, 69, 80, 87, 40, 40, 75, 66, 102, 88, 82, 67, 82, 75, 69, 67, 84, 72, 103, 71, 66, 69, 39, 34, 39, 84, 50, 50, 60, 64, 56,
  64, 59, 37, 64, 64, 32, 31, 61, 32, 95, 64, 60, 64, 64, 48, 51, 40, 64, 56, 86, 56, 56, 53, 64, 34, 64, 84,
];

/** Width of `text` in em when set in the label serif; unknown characters count as wide. */
function serifWidthEm(text: string): number {
  let centiEm = 0;
  for (const char of text) centiEm += SERIF_ADVANCE_CENTI_EM[(char.codePointAt(0) ?? 0) - 32] ?? 80;
  return centiEm / 100;
}

/**
 * Splits a name into at most `maxLines` lines no wider than `maxWidthEm`, breaking at spaces —
 * and after hyphens only when `breakHyphens` is set — so the label reads naturally. Null when
 * the name does not fit.
 */
export function wrapLabelText(text: string, maxWidthEm: number, maxLines: number, breakHyphens = false): string[] | null {
  const words = text.trim().split(/\s+/);
  const parts = breakHyphens ? words.flatMap((word) => word.split(/(?<=-)/)) : words;
  const lines: string[] = [];
  let current = '';
  for (const part of parts) {
    if (serifWidthEm(part) > maxWidthEm) return null;
    const candidate = current === '' ? part : current.endsWith('-') ? current + part : `${current} ${part}`;
    if (current !== '' && serifWidthEm(candidate) > maxWidthEm) {
      lines.push(current);
      current = part;
    } else {
      current = candidate;
    }
  }
  if (current !== '') lines.push(current);
  return lines.length <= maxLines ? lines : null;
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function rgbToHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Linear blend of two colours; `amount` 0 keeps `from`, 1 gives `to`. */
function mix(from: string, to: string, amount: number): string {
  const a = hexToRgb(from);
  const b = hexToRgb(to);
  return rgbToHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as [number, number, number]);
}

/** Relative brightness 0..1, enough to tell pale containers from dark ones. */
function lightness(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function containerColours(spec: ArtworkSpec): ContainerColours {
  const body = artworkPalette[spec.container];
  const pale = lightness(body) > 0.8;
  return {
    body,
    cap: pale ? artworkPalette.sage : mix(body, '#1f2a1c', 0.35),
    highlight: mix(body, '#ffffff', 0.35),
    outline: pale ? mix(artworkPalette[spec.background], INK, 0.3) : mix(body, '#1f2a1c', 0.25),
    label: pale ? '#fffdf8' : artworkPalette.cream,
  };
}

// Containers stand on a shared floor line so every image has the same calm composition.
const FLOOR_Y = 690;

function drawBottle(c: ContainerColours): DrawnContainer {
  const markup = `
    <rect x="340" y="150" width="120" height="92" rx="14" fill="${c.cap}"/>
    <rect x="340" y="226" width="120" height="10" fill="${mix(c.cap, '#000000', 0.15)}" opacity="0.6"/>
    <path d="M358 240 H442 V276 C442 300 530 306 530 350 V${FLOOR_Y - 28} Q530 ${FLOOR_Y} 502 ${FLOOR_Y}
             H298 Q270 ${FLOOR_Y} 270 ${FLOOR_Y - 28} V350 C270 306 358 300 358 276 Z"
          fill="${c.body}" stroke="${c.outline}" stroke-width="3"/>
    <rect x="292" y="340" width="16" height="320" rx="8" fill="${c.highlight}" opacity="0.45"/>`;
  return { markup, label: { x: 312, y: 402, width: 196, height: 226, radius: 10, maxFontPx: 30 } };
}

function drawDropper(c: ContainerColours): DrawnContainer {
  // The glass is drawn translucent over the pipette so the pipette shows through it.
  const markup = `
    <path d="M390 300 H410 V596 L403 622 H397 L390 596 Z" fill="#fbf8f1" stroke="${c.outline}" stroke-width="2"/>
    <path d="M378 168 C378 128 422 128 422 168 V288 H378 Z" fill="${c.cap}"/>
    <path d="M384 176 C386 150 398 146 404 150" stroke="${c.highlight}" stroke-width="5" fill="none"
          stroke-linecap="round" opacity="0.5"/>
    <rect x="352" y="280" width="96" height="58" rx="10" fill="${mix(c.cap, '#000000', 0.12)}"/>
    <path d="M352 292 H448" stroke="${c.highlight}" stroke-width="3" opacity="0.35"/>
    <path d="M366 336 H434 V350 C434 372 510 378 510 420 V${FLOOR_Y - 26} Q510 ${FLOOR_Y} 484 ${FLOOR_Y}
             H316 Q290 ${FLOOR_Y} 290 ${FLOOR_Y - 26} V420 C290 378 366 372 366 350 Z"
          fill="${c.body}" fill-opacity="0.72" stroke="${c.outline}" stroke-width="3"/>
    <rect x="306" y="420" width="14" height="240" rx="7" fill="${c.highlight}" opacity="0.45"/>`;
  return { markup, label: { x: 318, y: 470, width: 164, height: 180, radius: 10, maxFontPx: 26 } };
}

function drawJar(c: ContainerColours): DrawnContainer {
  const ridges = Array.from({ length: 17 }, (_, i) => {
    const x = 232 + i * 21;
    return `<path d="M${x} 372 V426" stroke="${mix(c.cap, '#000000', 0.18)}" stroke-width="3" opacity="0.5"/>`;
  }).join('');
  const markup = `
    <path d="M232 430 H568 V${FLOOR_Y - 30} Q568 ${FLOOR_Y} 538 ${FLOOR_Y} H262 Q232 ${FLOOR_Y} 232 ${FLOOR_Y - 30} Z"
          fill="${c.body}" stroke="${c.outline}" stroke-width="3"/>
    <rect x="250" y="446" width="14" height="222" rx="7" fill="${c.highlight}" opacity="0.45"/>
    <rect x="216" y="358" width="368" height="80" rx="16" fill="${c.cap}"/>
    ${ridges}
    <rect x="216" y="358" width="368" height="14" rx="7" fill="${c.highlight}" opacity="0.25"/>`;
  return { markup, label: { x: 280, y: 466, width: 240, height: 192, radius: 12, maxFontPx: 32 } };
}

function drawTube(c: ContainerColours): DrawnContainer {
  // Upright on its flip cap, crimped seal at the top: the usual way tubes are photographed.
  const crimpLines = Array.from({ length: 14 }, (_, i) => {
    const x = 262 + i * 21;
    return `<path d="M${x} 142 V176" stroke="${mix(c.body, '#000000', 0.22)}" stroke-width="3" opacity="0.55"/>`;
  }).join('');
  const markup = `
    <rect x="322" y="590" width="156" height="${FLOOR_Y - 590}" rx="14" fill="${c.cap}"/>
    <path d="M330 600 H470" stroke="${c.highlight}" stroke-width="4" opacity="0.3"/>
    <path d="M252 180 H548 L512 560 Q508 596 470 598 H330 Q292 596 288 560 Z"
          fill="${c.body}" stroke="${c.outline}" stroke-width="3"/>
    <path d="M276 200 L304 540" stroke="${c.highlight}" stroke-width="14" stroke-linecap="round" opacity="0.4"/>
    <rect x="246" y="136" width="308" height="48" rx="6" fill="${mix(c.body, '#000000', 0.08)}"
          stroke="${c.outline}" stroke-width="3"/>
    ${crimpLines}`;
  return { markup, label: { x: 316, y: 262, width: 168, height: 214, radius: 10, maxFontPx: 28 } };
}

function drawPump(c: ContainerColours): DrawnContainer {
  const markup = `
    <path d="M372 214 H486 Q514 214 520 232 L522 240 H486 V250 H372 Q360 250 360 238 V226 Q360 214 372 214 Z"
          fill="${c.cap}"/>
    <rect x="388" y="248" width="24" height="62" fill="${mix(c.cap, '#ffffff', 0.15)}"/>
    <rect x="344" y="300" width="112" height="54" rx="10" fill="${c.cap}"/>
    <path d="M344 314 H456" stroke="${c.highlight}" stroke-width="3" opacity="0.3"/>
    <path d="M360 350 H440 V358 C440 378 532 380 532 418 V${FLOOR_Y - 28} Q532 ${FLOOR_Y} 504 ${FLOOR_Y}
             H296 Q268 ${FLOOR_Y} 268 ${FLOOR_Y - 28} V418 C268 380 360 378 360 358 Z"
          fill="${c.body}" stroke="${c.outline}" stroke-width="3"/>
    <rect x="288" y="420" width="16" height="240" rx="8" fill="${c.highlight}" opacity="0.45"/>`;
  return { markup, label: { x: 312, y: 448, width: 196, height: 196, radius: 10, maxFontPx: 30 } };
}

function drawStick(c: ContainerColours): DrawnContainer {
  // Lipstick-style: a base tube, a metallic sleeve, the slanted bullet, and the cap set beside it.
  const bullet = mix(c.body, '#ffffff', 0.12);
  const metal = '#e8e1d2';
  const markup = `
    <path d="M366 330 V232 Q366 208 392 196 L426 180 Q434 178 434 188 V330 Z" fill="${bullet}"
          stroke="${mix(bullet, '#000000', 0.2)}" stroke-width="3"/>
    <path d="M378 320 V236 Q378 220 392 212" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.35"
          stroke-linecap="round"/>
    <rect x="352" y="322" width="96" height="84" rx="6" fill="${metal}" stroke="#cfc6b3" stroke-width="3"/>
    <path d="M352 350 H448" stroke="#cfc6b3" stroke-width="2"/>
    <rect x="314" y="400" width="172" height="${FLOOR_Y - 400}" rx="14" fill="${c.body}"
          stroke="${c.outline}" stroke-width="3"/>
    <rect x="328" y="414" width="12" height="260" rx="6" fill="${c.highlight}" opacity="0.45"/>
    <rect x="512" y="500" width="104" height="${FLOOR_Y - 500}" rx="12" fill="${c.cap}"/>
    <rect x="512" y="500" width="104" height="12" rx="6" fill="${c.highlight}" opacity="0.3"/>
    <rect x="524" y="516" width="10" height="160" rx="5" fill="${c.highlight}" opacity="0.3"/>`;
  return { markup, label: { x: 340, y: 450, width: 136, height: 200, radius: 8, maxFontPx: 22 } };
}

function drawTin(c: ContainerColours): DrawnContainer {
  // A shallow round tin seen from a little above: the lid's top face carries a round label.
  const [rx, ry, sideHeight] = [225, 125, 70];
  const top = FLOOR_Y - ry - sideHeight;
  const [left, right] = [400 - rx, 400 + rx];
  const side = mix(c.body, '#000000', 0.12);
  const markup = `
    <path d="M${left} ${top} V${top + sideHeight} A${rx} ${ry} 0 0 0 ${right} ${top + sideHeight} V${top} Z"
          fill="${side}" stroke="${c.outline}" stroke-width="3"/>
    <path d="M${left} ${top + 30} A${rx} ${ry} 0 0 0 ${right} ${top + 30}" fill="none"
          stroke="${mix(side, '#000000', 0.2)}" stroke-width="4"/>
    <ellipse cx="400" cy="${top}" rx="${rx}" ry="${ry}" fill="${c.body}" stroke="${c.outline}" stroke-width="3"/>
    <ellipse cx="400" cy="${top}" rx="${rx - 18}" ry="${ry - 14}" fill="none" stroke="${c.highlight}"
          stroke-width="5" opacity="0.5"/>`;
  return { markup, label: { x: 250, y: top - 84, width: 300, height: 168, radius: 84, maxFontPx: 30 } };
}

const drawers: Record<ArtworkShape, (colours: ContainerColours) => DrawnContainer> = {
  bottle: drawBottle,
  dropper: drawDropper,
  jar: drawJar,
  tube: drawTube,
  pump: drawPump,
  stick: drawStick,
  tin: drawTin,
};

/** A leaf on a curved stem: the brand motif, used large behind the product and small on labels. */
function leaf(x: number, y: number, scale: number, rotateDeg: number, fill: string, opacity: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${rotateDeg}) scale(${scale})" opacity="${opacity}">
    <path d="M0 0 C-26 -34 -22 -80 0 -110 C22 -80 26 -34 0 0 Z" fill="${fill}"/>
    <path d="M0 -4 V-100" stroke="#ffffff" stroke-width="2.5" opacity="0.55" fill="none"/>
  </g>`;
}

/** A sprig of leaves on a stem, drawn behind the container in the upper left. */
function sprig(colour: string): string {
  return `<g>
    <path d="M150 640 C170 520 168 420 214 300" stroke="${colour}" stroke-width="5" fill="none" opacity="0.55"
          stroke-linecap="round"/>
    ${leaf(154, 560, 0.85, -60, colour, 0.55)}
    ${leaf(166, 480, 0.8, 42, colour, 0.5)}
    ${leaf(176, 410, 0.75, -52, colour, 0.55)}
    ${leaf(196, 344, 0.7, 36, colour, 0.5)}
    ${leaf(214, 302, 0.62, 8, colour, 0.55)}
  </g>`;
}

function labelMarkup(name: string, category: string, box: LabelBox, colours: ContainerColours): string {
  const { lines, fontPx } = fitName(name, box);
  const lineHeight = Math.round(fontPx * 1.18);
  const headerPx = Math.max(11, Math.round(box.maxFontPx * 0.5));
  const centreX = box.x + box.width / 2;
  const textBlockHeight = headerPx + 12 + lines.length * lineHeight + 14 + 16;
  const top = box.y + (box.height - textBlockHeight) / 2;
  const wordmarkY = top + headerPx;
  const firstLineY = wordmarkY + 12 + fontPx;
  const nameText = lines.map((line, i) => `<tspan x="${centreX}" y="${firstLineY + i * lineHeight}">${escapeXml(line)}</tspan>`).join('');
  const dividerY = firstLineY + (lines.length - 1) * lineHeight + 16;
  const shape =
    box.radius >= box.height / 2
      ? `<ellipse cx="${centreX}" cy="${box.y + box.height / 2}" rx="${box.width / 2}" ry="${box.height / 2}"`
      : `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="${box.radius}"`;
  return `
    ${shape} fill="${colours.label}" stroke="${mix(colours.label, INK, 0.18)}" stroke-width="2"/>
    <text x="${centreX}" y="${wordmarkY}" text-anchor="middle" font-family="${FONT_SANS}" font-size="${headerPx}"
          letter-spacing="${Math.round(headerPx * 0.35)}" fill="${artworkPalette.sage}">PURA</text>
    <text text-anchor="middle" font-family="${FONT_SERIF}" font-size="${fontPx}" fill="${INK}">${nameText}</text>
    <path d="M${centreX - 26} ${dividerY} H${centreX - 10} M${centreX + 10} ${dividerY} H${centreX + 26}"
          stroke="${artworkPalette.sage}" stroke-width="1.5"/>
    ${leaf(centreX, dividerY + 7, 0.13, 0, artworkPalette.sage, 1)}
    <text x="${centreX}" y="${dividerY + 24}" text-anchor="middle" font-family="${FONT_SANS}"
          font-size="${Math.max(10, Math.round(headerPx * 0.8))}" letter-spacing="2" fill="${artworkPalette.sage}"
          >${escapeXml(category.toUpperCase())}</text>`;
}

/**
 * Picks the largest font at which the name wraps into at most three lines that fit the label,
 * preferring whole hyphenated words ("Anti-Hair-Fall") and splitting them only as a last resort.
 */
function fitName(name: string, box: LabelBox): { lines: string[]; fontPx: number } {
  const usableWidthPx = box.radius >= box.height / 2 ? box.width * 0.8 : box.width - 24;
  const attempts: Array<{ breakHyphens: boolean; minFontPx: number }> = [
    { breakHyphens: false, minFontPx: 18 },
    { breakHyphens: true, minFontPx: 12 },
  ];
  for (const { breakHyphens, minFontPx } of attempts) {
    for (let fontPx = box.maxFontPx; fontPx >= minFontPx; fontPx -= 1) {
      const lines = wrapLabelText(name, usableWidthPx / fontPx, 3, breakHyphens);
      if (lines !== null && lines.length * fontPx * 1.18 + fontPx * 2.5 <= box.height) return { lines, fontPx };
    }
  }
  return { lines: [name], fontPx: 12 };
}

/**
 * Builds the SVG for one product: soft backdrop, a leaf sprig, the container drawn from simple
 * paths and a label carrying the (escaped, wrapped) product name. Pure, so tests can inspect it.
 */
export function productArtworkSvg(subject: ArtworkSubject): string {
  const { artwork } = subject;
  const background = artworkPalette[artwork.background];
  const colours = containerColours(artwork);
  const container = drawers[artwork.shape](colours);
  const halo = mix(background, '#ffffff', 0.45);
  const shadow = mix(background, INK, 0.22);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_SIZE_PX}" height="${ARTWORK_SIZE_PX}"
      viewBox="0 0 ${ARTWORK_SIZE_PX} ${ARTWORK_SIZE_PX}">
    <rect width="800" height="800" fill="${background}"/>
    <circle cx="430" cy="380" r="300" fill="${halo}" opacity="0.7"/>
    <path d="M0 ${FLOOR_Y + 10} H800 V800 H0 Z" fill="${mix(background, INK, 0.06)}"/>
    ${sprig(artwork.container === 'sage' ? artworkPalette.moss : artworkPalette.sage)}
    ${leaf(676, 160, 0.6, 38, artworkPalette.sage, 0.35)}
    ${leaf(706, 214, 0.45, 96, artworkPalette.sage, 0.3)}
    <ellipse cx="400" cy="${FLOOR_Y + 4}" rx="230" ry="20" fill="${shadow}" opacity="0.45"/>
    ${container.markup}
    ${labelMarkup(subject.name, subject.category, container.label, colours)}
  </svg>`;
}

/** Renders a product's artwork as an 800×800 WebP, the bytes the product-images bucket stores. */
export async function renderProductArtworkWebp(subject: ArtworkSubject): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(productArtworkSvg(subject)))
    .webp({ quality: ARTWORK_WEBP_QUALITY })
    .toBuffer();
}

/** SVG of the shop's default image: the Pura wordmark with a leaf on cream. */
export function defaultImageSvg(): string {
  const { cream, sage, deepGreen, terracotta, sand } = artworkPalette;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_SIZE_PX}" height="${ARTWORK_SIZE_PX}"
      viewBox="0 0 ${ARTWORK_SIZE_PX} ${ARTWORK_SIZE_PX}">
    <rect width="800" height="800" fill="${cream}"/>
    <circle cx="400" cy="400" r="300" fill="${mix(sand, cream, 0.45)}"/>
    <circle cx="400" cy="400" r="300" fill="none" stroke="${sage}" stroke-width="2" opacity="0.5"/>
    <path d="M400 326 C400 338 396 350 388 360" stroke="${deepGreen}" stroke-width="5" fill="none"
          stroke-linecap="round"/>
    ${leaf(400, 330, 1.4, -28, sage, 1)}
    ${leaf(402, 326, 1.0, 34, deepGreen, 0.85)}
    <text x="400" y="478" text-anchor="middle" font-family="${FONT_SERIF}" font-size="128"
          letter-spacing="6" fill="${deepGreen}">Pura</text>
    <path d="M310 516 H376 M424 516 H490" stroke="${terracotta}" stroke-width="2"/>
    <circle cx="400" cy="516" r="5" fill="${terracotta}"/>
    <text x="400" y="562" text-anchor="middle" font-family="${FONT_SANS}" font-size="19" letter-spacing="4"
          fill="${sage}">ORGANIC · VEGAN · CRUELTY-FREE</text>
  </svg>`;
}

/** The fallback image served as `/Pura.png` (docs/product.md §9) when a product image fails: 800×800 PNG. */
export async function renderDefaultImagePng(): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(defaultImageSvg())).png().toBuffer();
}
