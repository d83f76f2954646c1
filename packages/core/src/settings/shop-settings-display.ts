import { formatEuros } from '../money.ts';
import type { ShopSettings } from './shop-settings.ts';

/*
 * The shop settings as pages read them: the defaults and the lines they print. No zod here, so a
 * storefront page that only shows settings does not load the schema (shop-settings.ts validates).
 */

/** Today's shop, as it was written into the code before decision 024. */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  store: {
    shopName: 'Pura',
    tagline: 'Organic, vegan skincare and haircare made with plants, patience and nothing to hide.',
    logoFileId: null,
    contactEmail: 'hello@pura-naturals.ie',
    phone: '+353 1 555 0142',
    openingHours: 'Monday to Friday, 9:00–17:00',
    instagramUrl: 'https://instagram.com/',
    facebookUrl: 'https://facebook.com/',
    pinterestUrl: 'https://pinterest.com/',
  },
  business: {
    legalName: 'Pura Naturals Ltd.',
    street: '14 Camden Row',
    city: 'Dublin 8',
    postcode: 'D08 X2F3',
    country: 'Ireland',
    companyNumber: '712345',
    vatId: 'IE 3712345KH',
    privacyEmail: 'privacy@pura-naturals.ie',
    supervisoryAuthority: 'Data Protection Commission, 21 Fitzwilliam Square South, Dublin 2, D02 RD28, Ireland (dataprotection.ie)',
  },
  policies: { freeShippingThresholdCents: 3000, shippingFeeCents: 0, deliveryTime: '3-5 business days', returnWindowDays: 14 },
  pricing: { taxRateBasisPoints: 800, taxMode: 'added_at_checkout' },
  checkout: { signInToAddToCart: true },
  newsletter: { optInTickedByDefault: true, footerOffer: 'Rituals, new arrivals and the odd studio story.' },
  home: {
    heroHeading: 'Skincare grown with care, made for you',
    heroText:
      'We blend certified organic botanicals into gentle, effective formulas for skin, body, lips and hair — no animal testing, no compromises, nothing to hide.',
    heroImageFileId: null,
    aboutStory: [
      "Our founder, a herbalist with sensitive, reactive skin, spent years reading labels she couldn't pronounce. So she started blending her own: cold-pressed rosehip for her cheeks, oat and calendula for the flare-ups, shea whipped with jojoba for the winters.",
      'Friends asked for jars, then friends of friends. In 2019 we moved from the kitchen into a small studio in Dublin, where we still make every product in small batches, so what reaches you is fresh.',
    ].join('\n\n'),
  },
};

/** The About story's paragraphs: text split at blank lines, empty ones dropped. */
export function storyParagraphs(story: string): string[] {
  return story
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The shop's postal address, one line each, as contact, privacy and terms print it. */
export function addressLines(business: ShopSettings['business']): string[] {
  return [business.legalName, business.street, [business.city, business.postcode].filter(Boolean).join(', '), business.country];
}

/** The tax rate as people read it: 800 → "8", 750 → "7.5". */
export function taxRatePercent(taxRateBasisPoints: number): string {
  return String(taxRateBasisPoints / 100);
}

/** The line under a total whose prices include tax: "incl. 8 % VAT" (cart, checkout, e-mail, orders). */
export function includedVatLabel(taxRateBasisPoints: number): string {
  return `incl. ${taxRatePercent(taxRateBasisPoints)} % VAT`;
}

/** The shipping promise in one line: "Free shipping on orders over €30" or "Free shipping on every order". */
export function freeShippingLine(policies: ShopSettings['policies']): string {
  const threshold = policies.freeShippingThresholdCents;
  return threshold === null || threshold === 0 ? 'Free shipping on every order' : `Free shipping on orders over ${wholeEuros(threshold)}`;
}

/** The returns promise in one line: "14-day returns". */
export function returnsLine(policies: ShopSettings['policies']): string {
  return `${policies.returnWindowDays}-day returns`;
}

/** €30 rather than €30.00 for a round amount, as a promise reads. */
export function wholeEuros(cents: number): string {
  const euros = formatEuros(cents);
  return cents % 100 === 0 ? euros.replace(/[.,]00(?=\D*$)/, '') : euros;
}
