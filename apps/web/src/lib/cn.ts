import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names, a later Tailwind utility winning over an earlier one that sets the same
 * thing (`cn('h-11 px-6', 'px-8')` → 'h-11 px-8'), so a component's `className` can override its
 * defaults. It knows the utility families this app uses, in 2 kB less than tailwind-merge and
 * without its first-call set-up inside hydration (decision 012); `cn.test.ts` checks it gives
 * tailwind-merge's answer for every pair of classes found in the source.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let merged = merges.get(joined);
  if (merged === undefined) {
    merged = merge(joined);
    // Components pass the same few combinations again and again (every button, every card);
    // the bound only guards against an unusual page making new ones without end.
    if (merges.size >= MAX_REMEMBERED) merges.clear();
    merges.set(joined, merged);
  }
  return merged;
}

/** Merged answers by their input: a page of 42 cards asks for the same ones hundreds of times while it hydrates. */
const merges = new Map<string, string>();
const MAX_REMEMBERED = 2_000;

function merge(joined: string): string {
  const classes = joined.split(' ');
  const claimed = new Set<string>();
  const kept: string[] = [];
  // From the last class back: a class survives unless a later one already claimed its slot.
  for (let index = classes.length - 1; index >= 0; index--) {
    const name = classes[index];
    if (!name) continue;
    const slot = slotOf(name);
    if (slot) {
      const key = slot.variants + slot.group;
      if (claimed.has(key)) continue;
      claimed.add(key);
      for (const overridden of CONFLICTS[slot.group] ?? []) claimed.add(slot.variants + overridden);
    }
    kept.push(name);
  }
  return kept.reverse().join(' ');
}

interface Slot {
  /** The variant prefix ('sm:hover:') and importance, which a conflict must share. */
  readonly variants: string;
  /** What the utility sets, e.g. 'px', 'font-size', 'text-color'. */
  readonly group: string;
}

function slotOf(name: string): Slot | undefined {
  // Variants end at the last ':' outside brackets ('[&_svg]:size-4', 'data-[state=open]:flex').
  let depth = 0;
  let split = -1;
  for (let i = 0; i < name.length; i++) {
    const char = name[i];
    if (char === '[') depth++;
    else if (char === ']') depth--;
    else if (char === ':' && depth === 0) split = i;
  }
  let utility = name.slice(split + 1);
  let variants = name.slice(0, split + 1);
  if (utility.startsWith('!')) {
    utility = utility.slice(1);
    variants += '!';
  }
  if (utility.startsWith('-')) utility = utility.slice(1);
  const group = groupOf(utility);
  return group ? { variants, group } : undefined;
}

const KEYWORDS: Record<string, string> = {};
function keywords(group: string, words: string) {
  for (const word of words.split(' ')) KEYWORDS[word] = group;
}
keywords(
  'display',
  'block inline-block inline flex inline-flex grid inline-grid hidden contents table table-row table-cell flow-root list-item',
);
keywords('position', 'static fixed absolute relative sticky');
keywords('visibility', 'visible invisible collapse');
keywords('sr', 'sr-only not-sr-only');
keywords('font-style', 'italic not-italic');
keywords('text-transform', 'uppercase lowercase capitalize normal-case');
keywords('text-decoration', 'underline overline line-through no-underline');
keywords('text-overflow', 'truncate text-ellipsis text-clip');
keywords('fvn-spacing', 'tabular-nums proportional-nums');
keywords('font-smoothing', 'antialiased subpixel-antialiased');
keywords('border-collapse', 'border-collapse border-separate');
keywords('flex', 'flex-1 flex-auto flex-initial flex-none');
keywords('flex-direction', 'flex-row flex-row-reverse flex-col flex-col-reverse');
keywords('flex-wrap', 'flex-wrap flex-nowrap flex-wrap-reverse');
keywords('shrink', 'shrink shrink-0');
keywords('grow', 'grow grow-0');
keywords(
  'transition',
  'transition transition-all transition-colors transition-opacity transition-shadow transition-transform transition-none',
);
keywords('backdrop-blur', 'backdrop-blur');
keywords('shadow', 'shadow');
keywords('ring-w', 'ring');
keywords('outline-w', 'outline');
keywords('rounded', 'rounded');
keywords('border-w', 'border');

// Utilities named by a prefix and a value, longest prefix first.
const PREFIXES: Array<[prefix: string, group: string | ((value: string) => string)]> = [
  ['underline-offset-', 'underline-offset'],
  ['pointer-events-', 'pointer-events'],
  ['backdrop-blur-', 'backdrop-blur'],
  ['outline-offset-', 'outline-offset'],
  ['justify-items-', 'justify-items'],
  ['justify-self-', 'justify-self'],
  ['grid-cols-', 'grid-cols'],
  ['grid-rows-', 'grid-rows'],
  ['whitespace-', 'whitespace'],
  ['col-start-', 'col-start'],
  ['row-start-', 'row-start'],
  ['col-span-', 'col-span'],
  ['row-span-', 'row-span'],
  ['translate-x-', 'translate-x'],
  ['translate-y-', 'translate-y'],
  ['overflow-x-', 'overflow-x'],
  ['overflow-y-', 'overflow-y'],
  ['scroll-mt-', 'scroll-mt'],
  ['transition-', 'transition'],
  ['tracking-', 'tracking'],
  ['duration-', 'duration'],
  ['overflow-', 'overflow'],
  ['leading-', 'leading'],
  ['opacity-', 'opacity'],
  ['inset-x-', 'inset-x'],
  ['inset-y-', 'inset-y'],
  ['justify-', 'justify-content'],
  ['animate-', 'animate'],
  ['content-', 'content'],
  ['rotate-', 'rotate'],
  ['cursor-', 'cursor'],
  ['accent-', 'accent'],
  ['min-w-', 'min-w'],
  ['min-h-', 'min-h'],
  ['max-w-', 'max-w'],
  ['max-h-', 'max-h'],
  ['scale-', 'scale'],
  ['items-', 'align-items'],
  ['align-', 'vertical-align'],
  ['inset-', 'inset'],
  ['break-', 'break'],
  ['order-', 'order'],
  ['aspect-', 'aspect'],
  ['select-', 'select'],
  ['size-', 'size'],
  ['self-', 'align-self'],
  ['from-', 'gradient-from'],
  ['via-', 'gradient-via'],
  ['gap-x-', 'gap-x'],
  ['gap-y-', 'gap-y'],
  ['gap-', 'gap'],
  ['top-', 'top'],
  ['right-', 'right'],
  ['bottom-', 'bottom'],
  ['left-', 'left'],
  ['to-', 'gradient-to'],
  ['z-', 'z'],
  ['w-', 'w'],
  ['h-', 'h'],
  ['list-', (value) => (value === 'inside' || value === 'outside' ? 'list-position' : 'list-style-type')],
  [
    'object-',
    (value) =>
      value === 'cover' || value === 'contain' || value === 'fill' || value === 'none' || value === 'scale-down'
        ? 'object-fit'
        : 'object-position',
  ],
  ['fill-', 'fill'],
  ['stroke-', 'stroke'],
  ['divide-', (value) => (/^[xy](-|$)/.test(value) ? `divide-${value[0]}` : 'divide-color')],
  ['text-', textGroup],
  ['font-', (value) => (FONT_WEIGHTS.has(value) || /^\[\d+\]$/.test(value) ? 'font-weight' : 'font-family')],
  ['bg-', backgroundGroup],
  ['border-', borderGroup],
  [
    'rounded-',
    (value) => {
      const side = /^(tl|tr|br|bl|ss|se|es|ee|t|r|b|l|s|e)(-|$)/.exec(value)?.[1];
      return side ? `rounded-${side}` : 'rounded';
    },
  ],
  ['shadow-', (value) => (SIZES.has(value) || value === 'none' || value === 'inner' ? 'shadow' : 'shadow-color')],
  ['ring-', (value) => (/^\d+$/.test(value) ? 'ring-w' : value === 'inset' ? 'ring-inset' : 'ring-color')],
  ['outline-', (value) => (/^\d+$/.test(value) ? 'outline-w' : OUTLINE_STYLES.has(value) ? 'outline-style' : 'outline-color')],
];

const SIDES = ['t', 'r', 'b', 'l', 's', 'e', 'x', 'y'];
for (const side of SIDES) PREFIXES.push([`p${side}-`, `p${side}`], [`m${side}-`, `m${side}`]);
PREFIXES.push(['p-', 'p'], ['m-', 'm'], ['start-', 'start'], ['end-', 'end']);

const SIZES = new Set(['xs', 'sm', 'base', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl', '8xl', '9xl', '2xs']);
const FONT_WEIGHTS = new Set(['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black']);
const OUTLINE_STYLES = new Set(['none', 'hidden', 'solid', 'dashed', 'dotted', 'double']);
const LENGTH = /^\[(\d*\.?\d+(px|rem|em|%|vw|vh|dvh|ch)|calc\(.*\)|length:.*)\]$/;

function textGroup(value: string): string {
  if (SIZES.has(value) || LENGTH.test(value)) return 'font-size';
  if (['left', 'center', 'right', 'justify', 'start', 'end'].includes(value)) return 'text-align';
  if (['wrap', 'nowrap', 'balance', 'pretty'].includes(value)) return 'text-wrap';
  return 'text-color';
}

function backgroundGroup(value: string): string {
  if (['fixed', 'local', 'scroll'].includes(value)) return 'bg-attachment';
  if (['cover', 'contain', 'auto'].includes(value)) return 'bg-size';
  if (/^(no-)?repeat/.test(value)) return 'bg-repeat';
  if (/^(center|top|bottom|left|right)/.test(value)) return 'bg-position';
  if (value === 'none' || /^(gradient|linear|radial|conic)-/.test(value)) return 'bg-image';
  if (value.startsWith('clip-')) return 'bg-clip';
  if (value.startsWith('origin-')) return 'bg-origin';
  return 'bg-color';
}

function borderGroup(value: string): string {
  if (['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'].includes(value)) return 'border-style';
  const sided = /^([xytrblse])(?:-(.*))?$/.exec(value);
  if (sided) {
    const [, side, rest] = sided;
    return rest === undefined || /^\d+$/.test(rest) ? `border-w-${side}` : `border-color-${side}`;
  }
  return /^\d+$/.test(value) || /^\[\d+px\]$/.test(value) ? 'border-w' : 'border-color';
}

function groupOf(utility: string): string | undefined {
  // An arbitrary property ('[--near-height:56rem]') conflicts with the same property only.
  const property = /^\[([a-z-]+):.+\]$/.exec(utility)?.[1];
  if (property) return `[${property}]`;
  const keyword = KEYWORDS[utility];
  if (keyword) return keyword;
  for (const [prefix, group] of PREFIXES) {
    if (!utility.startsWith(prefix) || utility.length === prefix.length) continue;
    return typeof group === 'string' ? group : group(utility.slice(prefix.length));
  }
  return undefined;
}

// A utility that sets several sides or axes takes the narrower ones before it with it.
const CONFLICTS: Record<string, readonly string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  rounded: [
    'rounded-s',
    'rounded-e',
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-ss',
    'rounded-se',
    'rounded-ee',
    'rounded-es',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-s', 'border-w-e', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': [
    'border-color-x',
    'border-color-y',
    'border-color-s',
    'border-color-e',
    'border-color-t',
    'border-color-r',
    'border-color-b',
    'border-color-l',
  ],
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  'font-size': ['leading'],
  flex: ['basis', 'grow', 'shrink'],
};
