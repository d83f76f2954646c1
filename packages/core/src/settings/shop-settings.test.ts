import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP_SETTINGS,
  addressLines,
  changedSettingsFields,
  defaultShopSettings,
  freeShippingLine,
  readStoredShopSettings,
  returnsLine,
  shopSettingsSchema,
  storyParagraphs,
  validateShopSettings,
} from './shop-settings.ts';
import type { ShopSettings } from './shop-settings.ts';

const withField = (section: keyof ShopSettings, field: string, value: unknown): unknown => ({
  ...DEFAULT_SHOP_SETTINGS,
  [section]: { ...DEFAULT_SHOP_SETTINGS[section], [field]: value },
});

describe('DEFAULT_SHOP_SETTINGS', () => {
  it('pass their own schema', () => {
    expect(shopSettingsSchema.parse(DEFAULT_SHOP_SETTINGS)).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it('promise what docs/product.md §9 promises: free shipping over €30, 14-day returns, tax added at checkout', () => {
    expect(freeShippingLine(DEFAULT_SHOP_SETTINGS.policies)).toBe('Free shipping on orders over €30');
    expect(returnsLine(DEFAULT_SHOP_SETTINGS.policies)).toBe('14-day returns');
    expect(DEFAULT_SHOP_SETTINGS.pricing).toEqual({ taxRateBasisPoints: 800, taxMode: 'added_at_checkout' });
  });

  it('promise no discount the shop does not give', () => {
    expect(DEFAULT_SHOP_SETTINGS.newsletter.footerOffer).not.toMatch(/%|off/i);
  });

  it('take a new database tax rate from the server (TAX_RATE)', () => {
    expect(defaultShopSettings(2000).pricing.taxRateBasisPoints).toBe(2000);
    expect(defaultShopSettings(2000).store).toEqual(DEFAULT_SHOP_SETTINGS.store);
  });
});

describe('validateShopSettings', () => {
  it.each([
    ['store', 'shopName', '', 'store.shopName', 'Shop name is required'],
    ['store', 'shopName', '   ', 'store.shopName', 'Shop name is required'],
    ['store', 'shopName', 'x'.repeat(61), 'store.shopName', 'Shop name must be at most 60 characters'],
    ['store', 'shopName', 'Pura\u0000', 'store.shopName', 'Shop name must not contain NUL characters or broken Unicode'],
    ['store', 'contactEmail', 'not-an-address', 'store.contactEmail', 'Contact e-mail must be an e-mail address'],
    ['store', 'instagramUrl', 'javascript:alert(1)', 'store.instagramUrl', 'Instagram link must be a web address starting with https://'],
    ['store', 'logoFileId', '../etc/passwd', 'store.logoFileId', 'Logo must be the id of an uploaded image'],
    ['business', 'legalName', '', 'business.legalName', 'Legal name is required'],
    ['policies', 'freeShippingThresholdCents', -1, 'policies.freeShippingThresholdCents', 'Free-shipping threshold must be 0 or more'],
    ['policies', 'freeShippingThresholdCents', 12.5, 'policies.freeShippingThresholdCents', 'Free-shipping threshold must be whole cents'],
    [
      'policies',
      'freeShippingThresholdCents',
      '30',
      'policies.freeShippingThresholdCents',
      'Free-shipping threshold must be an amount in euros',
    ],
    ['policies', 'returnWindowDays', 7, 'policies.returnWindowDays', 'Return window must be at least 14 days (the EU right of withdrawal)'],
    ['policies', 'returnWindowDays', 366, 'policies.returnWindowDays', 'Return window must be at most 365 days'],
    ['pricing', 'taxRateBasisPoints', 10_001, 'pricing.taxRateBasisPoints', 'Tax rate must be at most 100 %'],
    ['pricing', 'taxRateBasisPoints', 7.25, 'pricing.taxRateBasisPoints', 'Tax rate must have at most two decimals'],
    ['pricing', 'taxMode', 'sometimes', 'pricing.taxMode', 'Tax mode must be "added at checkout" or "included in prices"'],
    ['checkout', 'signInToAddToCart', 'yes', 'checkout.signInToAddToCart', 'Sign in to add to cart must be on or off'],
    ['home', 'heroHeading', '', 'home.heroHeading', 'Hero heading is required'],
  ] as const)('refuses %s.%s = %j', (section, field, value, path, message) => {
    expect(validateShopSettings(withField(section, field, value))).toEqual({ ok: false, errors: [{ path, message }] });
  });

  it.each([
    ['store', 'shopName', '  Acme Naturals  ', 'Acme Naturals'],
    ['store', 'instagramUrl', '', ''],
    ['policies', 'freeShippingThresholdCents', null, null],
    ['policies', 'freeShippingThresholdCents', 0, 0],
    ['pricing', 'taxRateBasisPoints', 2000, 2000],
    ['pricing', 'taxMode', 'included_in_prices', 'included_in_prices'],
    ['home', 'heroHeading', '<b>Bold</b> & "quoted"', '<b>Bold</b> & "quoted"'],
  ] as const)('accepts %s.%s = %j (stored as %j)', (section, field, value, stored) => {
    const result = validateShopSettings(withField(section, field, value));
    expect(result.ok && (result.settings[section] as Record<string, unknown>)[field]).toEqual(stored);
  });

  it('refuses a missing section, naming it', () => {
    const { home: _home, ...withoutHome } = DEFAULT_SHOP_SETTINGS;
    const result = validateShopSettings(withoutHome);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.map((error) => error.path)).toEqual(['home']);
  });
});

describe('readStoredShopSettings', () => {
  it('reads a valid stored value as it is', () => {
    const stored = withField('store', 'shopName', 'Acme');
    expect(readStoredShopSettings(stored, DEFAULT_SHOP_SETTINGS)).toEqual({ settings: stored, fellBack: [] });
  });

  it('replaces each bad or missing field by its default and names it, keeping the rest', () => {
    const stored = {
      store: { ...DEFAULT_SHOP_SETTINGS.store, shopName: 'Acme', contactEmail: 42 },
      policies: { returnWindowDays: 30 },
      pricing: 'garbage',
    };
    const { settings, fellBack } = readStoredShopSettings(stored, DEFAULT_SHOP_SETTINGS);
    expect(settings.store.shopName).toBe('Acme');
    expect(settings.store.contactEmail).toBe(DEFAULT_SHOP_SETTINGS.store.contactEmail);
    expect(settings.policies).toEqual({ ...DEFAULT_SHOP_SETTINGS.policies, returnWindowDays: 30 });
    expect(settings.pricing).toEqual(DEFAULT_SHOP_SETTINGS.pricing);
    expect(fellBack).toContain('store.contactEmail');
    expect(fellBack).toContain('policies.deliveryTime');
    expect(fellBack).toContain('pricing.taxMode');
    expect(fellBack).not.toContain('store.shopName');
    expect(shopSettingsSchema.safeParse(settings).success).toBe(true);
  });

  it('falls back to every default when nothing is stored', () => {
    expect(readStoredShopSettings(null, DEFAULT_SHOP_SETTINGS).settings).toEqual(DEFAULT_SHOP_SETTINGS);
  });
});

describe('changedSettingsFields', () => {
  it('names the fields that differ', () => {
    const after = withField('policies', 'returnWindowDays', 30) as ShopSettings;
    expect(changedSettingsFields(DEFAULT_SHOP_SETTINGS, after)).toEqual(['policies.returnWindowDays']);
    expect(changedSettingsFields(DEFAULT_SHOP_SETTINGS, DEFAULT_SHOP_SETTINGS)).toEqual([]);
  });
});

describe('texts', () => {
  it.each([
    [3000, 'Free shipping on orders over €30'],
    [4950, 'Free shipping on orders over €49.50'],
    [0, 'Free shipping on every order'],
    [null, 'Free shipping on every order'],
  ])('threshold %s reads "%s"', (freeShippingThresholdCents, line) => {
    expect(freeShippingLine({ ...DEFAULT_SHOP_SETTINGS.policies, freeShippingThresholdCents })).toBe(line);
  });

  it('splits the About story at blank lines into plain paragraphs', () => {
    expect(storyParagraphs('One.\n\n  Two <b>x</b>.\n\n\n\nThree.\n')).toEqual(['One.', 'Two <b>x</b>.', 'Three.']);
    expect(storyParagraphs(DEFAULT_SHOP_SETTINGS.home.aboutStory)).toHaveLength(2);
  });

  it('writes the address in lines', () => {
    expect(addressLines(DEFAULT_SHOP_SETTINGS.business)).toEqual(['Pura Naturals Ltd.', '14 Camden Row', 'Dublin 8, D08 X2F3', 'Ireland']);
  });
});
