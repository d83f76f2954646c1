import { z } from 'zod';
import { isStorableText, STORABLE_TEXT_RULE } from '../schemas/storable-text.ts';
import { DEFAULT_SHOP_SETTINGS } from './shop-settings-display.ts';

// What pages read without the schema (the defaults and the lines they print) lives in
// shop-settings-display.ts, which does not import zod: the storefront's first load stays small.
export {
  DEFAULT_SHOP_SETTINGS,
  addressLines,
  freeShippingLine,
  includedVatLabel,
  returnsLine,
  storyParagraphs,
  taxRatePercent,
} from './shop-settings-display.ts';

/**
 * What a shop owner edits in /admin → Settings (decision 024): one schema that the admin form
 * validates, the server stores and the pages, e-mails and checkout read. The defaults are the
 * demo shop, so a new install looks as it always did. Where the old texts disagreed (footer €30
 * and 14 days, product page €50 and 30 days) the defaults follow docs/product.md §9: free shipping over
 * €30 and a 14-day return.
 *
 * Everything here is plain text: pages render it as text, never as HTML.
 */

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isStorableText, `${label} ${STORABLE_TEXT_RULE}`);

const requiredText = (max: number, label: string) => text(max, label).pipe(z.string().min(1, `${label} is required`));

/** An http(s) link, or empty for "none". */
const optionalLink = (label: string) =>
  text(300, label).refine(
    (value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value),
    `${label} must be a web address starting with https://`,
  );

/** The id of a file in the product-images bucket, or null for the built-in artwork. */
const imageFileId = (label: string) =>
  z
    .string({ error: `${label} must be a file id` })
    .regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/, `${label} must be the id of an uploaded image`)
    .nullable();

export const TAX_MODES = ['added_at_checkout', 'included_in_prices'] as const;
/** `added_at_checkout`: prices are before tax and tax is added (docs/product.md §9). `included_in_prices`: prices are final (EU consumer prices). */
export type TaxMode = (typeof TAX_MODES)[number];

export const storeSettingsSchema = z.object({
  shopName: requiredText(60, 'Shop name'),
  tagline: text(200, 'Tagline'),
  /** null: today's leaf mark. */
  logoFileId: imageFileId('Logo'),
  contactEmail: z.email({ error: 'Contact e-mail must be an e-mail address' }).max(254, 'Contact e-mail must be at most 254 characters'),
  phone: text(40, 'Phone'),
  openingHours: text(120, 'Opening hours'),
  instagramUrl: optionalLink('Instagram link'),
  facebookUrl: optionalLink('Facebook link'),
  pinterestUrl: optionalLink('Pinterest link'),
});

export const businessSettingsSchema = z.object({
  legalName: requiredText(120, 'Legal name'),
  street: requiredText(120, 'Street'),
  city: requiredText(80, 'City'),
  postcode: text(20, 'Postcode'),
  country: requiredText(60, 'Country'),
  companyNumber: text(40, 'Company number'),
  vatId: text(40, 'VAT id'),
  /** Where the privacy policy sends a data-protection request. */
  privacyEmail: z.email({ error: 'Privacy e-mail must be an e-mail address' }).max(254, 'Privacy e-mail must be at most 254 characters'),
  /** The data-protection authority a customer may complain to (GDPR Art. 77). */
  supervisoryAuthority: requiredText(300, 'Supervisory authority'),
});

export const policySettingsSchema = z.object({
  /** Orders from this amount (the goods after the routine discount) ship free; null: every order ships free. */
  freeShippingThresholdCents: z
    .number({ error: 'Free-shipping threshold must be an amount in euros' })
    .int('Free-shipping threshold must be whole cents')
    .min(0, 'Free-shipping threshold must be 0 or more')
    .max(100_000_00, 'Free-shipping threshold must be at most €100,000')
    .nullable(),
  /**
   * What an order below the threshold pays for shipping (decision 030); 0, the default, ships every
   * order free as docs/product.md §9 says. Priced by computeCartTotals, like the goods.
   */
  shippingFeeCents: z
    .number({ error: 'Shipping fee must be an amount in euros' })
    .int('Shipping fee must be whole cents')
    .min(0, 'Shipping fee must be 0 or more')
    .max(1_000_00, 'Shipping fee must be at most €1,000'),
  /** Shown as is: "3-5 business days". */
  deliveryTime: requiredText(60, 'Delivery time'),
  returnWindowDays: z
    .number({ error: 'Return window must be a number of days' })
    .int('Return window must be whole days')
    // EU consumers may always withdraw within 14 days (Directive 2011/83/EU Art. 9): the shop may promise more, never less.
    .min(14, 'Return window must be at least 14 days (the EU right of withdrawal)')
    .max(365, 'Return window must be at most 365 days'),
});

export const pricingSettingsSchema = z.object({
  /** 800 = 8 %. A new database starts from the server's TAX_RATE. */
  taxRateBasisPoints: z
    .number({ error: 'Tax rate must be a percentage' })
    .int('Tax rate must have at most two decimals')
    .min(0, 'Tax rate must be 0 % or more')
    .max(10_000, 'Tax rate must be at most 100 %'),
  taxMode: z.enum(TAX_MODES, { error: 'Tax mode must be "added at checkout" or "included in prices"' }),
});

export const checkoutSettingsSchema = z.object({
  /** docs/product.md §2: Add to Cart asks a guest to sign in first. Off: a guest cart, sign-in asked at checkout. */
  signInToAddToCart: z.boolean({ error: 'Sign in to add to cart must be on or off' }),
});

export const newsletterSettingsSchema = z.object({
  /** docs/product.md: the opt-in box on sign-in and sign-up starts ticked. */
  optInTickedByDefault: z.boolean({ error: 'Opt-in ticked by default must be on or off' }),
  /** The footer's line above the sign-up box: promise only what the shop keeps. */
  footerOffer: text(140, 'Footer offer line'),
});

export const homeSettingsSchema = z.object({
  heroHeading: requiredText(120, 'Hero heading'),
  heroText: text(400, 'Hero text'),
  /** null: today's drawn illustration. */
  heroImageFileId: imageFileId('Hero image'),
  /** Paragraphs separated by a blank line; each becomes one <p> of plain text. */
  aboutStory: text(4000, 'About story'),
});

export const shopSettingsSchema = z.object({
  store: storeSettingsSchema,
  business: businessSettingsSchema,
  policies: policySettingsSchema,
  pricing: pricingSettingsSchema,
  checkout: checkoutSettingsSchema,
  newsletter: newsletterSettingsSchema,
  home: homeSettingsSchema,
});

export type ShopSettings = z.infer<typeof shopSettingsSchema>;
export type ShopSettingsSection = keyof ShopSettings;
export const SHOP_SETTINGS_SECTIONS = Object.keys(shopSettingsSchema.shape) as ShopSettingsSection[];

/** The defaults of a new database: today's shop with the server's TAX_RATE. */
export function defaultShopSettings(taxRateBasisPoints: number = DEFAULT_SHOP_SETTINGS.pricing.taxRateBasisPoints): ShopSettings {
  return { ...DEFAULT_SHOP_SETTINGS, pricing: { ...DEFAULT_SHOP_SETTINGS.pricing, taxRateBasisPoints } };
}

/** A field that failed validation: `path` like "policies.returnWindowDays", and why in words. */
export interface SettingsFieldError {
  path: string;
  message: string;
}

export type SettingsValidation = { ok: true; settings: ShopSettings } | { ok: false; errors: SettingsFieldError[] };

/** Validates a whole settings object as the admin form and the server's write do. */
export function validateShopSettings(input: unknown): SettingsValidation {
  const parsed = shopSettingsSchema.safeParse(input);
  if (parsed.success) return { ok: true, settings: parsed.data };
  return { ok: false, errors: parsed.error.issues.map((issue) => ({ path: issue.path.join('.') || 'settings', message: issue.message })) };
}

/**
 * Reads a stored value: each field that fails the schema (an older version's shape, a hand edit)
 * takes its default, so one bad field never takes the shop down; `fellBack` names those fields.
 */
export function readStoredShopSettings(stored: unknown, defaults: ShopSettings): { settings: ShopSettings; fellBack: string[] } {
  const fellBack: string[] = [];
  const sections = {} as Record<ShopSettingsSection, Record<string, unknown>>;
  for (const section of SHOP_SETTINGS_SECTIONS) {
    const storedSection = (isRecord(stored) && isRecord(stored[section]) ? stored[section] : {}) as Record<string, unknown>;
    const fields: Record<string, unknown> = {};
    for (const [field, fieldSchema] of Object.entries(shopSettingsSchema.shape[section].shape)) {
      const parsed = (fieldSchema as z.ZodType).safeParse(storedSection[field]);
      if (parsed.success) {
        fields[field] = parsed.data;
      } else {
        fields[field] = (defaults[section] as Record<string, unknown>)[field];
        fellBack.push(`${section}.${field}`);
      }
    }
    sections[section] = fields;
  }
  return { settings: sections as unknown as ShopSettings, fellBack };
}

/** The fields whose values differ between two settings, as "section.field" paths. */
export function changedSettingsFields(before: ShopSettings, after: ShopSettings): string[] {
  const changed: string[] = [];
  for (const section of SHOP_SETTINGS_SECTIONS) {
    const was = before[section] as Record<string, unknown>;
    const now = after[section] as Record<string, unknown>;
    for (const field of Object.keys(now)) {
      if (JSON.stringify(was[field]) !== JSON.stringify(now[field])) changed.push(`${section}.${field}`);
    }
  }
  return changed;
}

/**
 * What the shop's pages, e-mails and checkout read. Every field is shown on some page (the
 * legal details on contact, privacy and terms), so the read model is the settings themselves;
 * the change record stays admin-only.
 */
export type PublicShopSettings = ShopSettings;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One saved change, as /admin → Settings shows the last one: the changed fields' values before and after, by path. */
export interface SettingsChange {
  changedAt: string;
  /** The admin's e-mail (or name) at the time. */
  changedBy: string;
  fields: string[];
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * The wire contract of the admin's settings routes:
 *   GET /api/admin/settings            → 200 AdminShopSettings
 *   PUT /api/admin/settings  ShopSettings → 200 AdminShopSettings, or 400 naming the field
 */
export interface AdminShopSettings {
  settings: ShopSettings;
  lastChange: SettingsChange | null;
}

/** The value at "section.field" of a settings object. */
export function settingsValueAt(settings: ShopSettings, path: string): unknown {
  const [section, field] = path.split('.') as [ShopSettingsSection, string];
  return (settings[section] as Record<string, unknown> | undefined)?.[field];
}
