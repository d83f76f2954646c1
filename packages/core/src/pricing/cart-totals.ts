import { isCents, percentOf } from '../money.ts';
import type { BasisPoints, Cents } from '../money.ts';
import type { ShopSettings, TaxMode } from '../settings/shop-settings.ts';

/** Bundle (routine) discount: 15 % of price × quantity of bundle-flagged lines (docs/product.md §9). */
export const BUNDLE_DISCOUNT_BASIS_POINTS: BasisPoints = 1500;

/** Default TAX_RATE: 8 % of the after-discount subtotal (docs/product.md §9). */
export const DEFAULT_TAX_RATE_BASIS_POINTS: BasisPoints = 800;

/** One cart line as pricing needs it: the server fills `unitPriceCents` from the database. */
export type CartPricingLine = {
  productId: string;
  unitPriceCents: Cents;
  quantity: number;
  isBundle: boolean;
};

/** A priced line: the input plus its gross total and its share of the bundle discount. */
export type PricedCartLine = CartPricingLine & {
  /** unitPriceCents × quantity, before any discount. */
  lineTotalCents: Cents;
  /** This line's share of the cart's bundle discount; 0 for non-bundle lines. */
  bundleDiscountCents: Cents;
};

/** Everything the cart page, checkout, charge, order record and e-mail show or store. */
export type CartTotals = {
  lines: PricedCartLine[];
  /** Sum of price × quantity before discount — the cart page's displayed subtotal. */
  subtotalCents: Cents;
  /** 15 % of the bundle lines' price × quantity, shown as its own line. */
  bundleDiscountCents: Cents;
  /** subtotalCents − bundleDiscountCents; the base tax is charged on. */
  discountedSubtotalCents: Cents;
  /**
   * Tax of the after-discount subtotal: added to it (`added_at_checkout`), or the part of it
   * that is tax (`included_in_prices`: the "incl. X % VAT" amount).
   */
  taxCents: Cents;
  /** Whether `taxCents` is added to the total or already inside the prices. */
  taxMode: TaxMode;
  taxRateBasisPoints: BasisPoints;
  /** The shipping fee, or 0 (Free) from the free-shipping threshold on (decision 030). */
  shippingCents: Cents;
  /** discountedSubtotal + shipping, plus tax when it is added at checkout; never below 0. */
  totalCents: Cents;
  /** What the payment provider is charged: the total in minor units (= totalCents). */
  amountMinorUnits: number;
};

/** Options for `computeCartTotals`: the shop's tax rate and mode and its shipping policy (its settings). */
export type CartTotalsOptions = {
  taxRateBasisPoints?: BasisPoints;
  /** Default `added_at_checkout` (docs/product.md §9). */
  taxMode?: TaxMode;
  /** Default: every order ships free (docs/product.md §9). */
  shipping?: ShippingPolicy;
};

/** The shop's shipping policy as pricing needs it (settings' policies; decision 030). */
export type ShippingPolicy = {
  /** Orders whose goods, after the routine discount, reach this ship free; null: every order ships free. */
  freeShippingThresholdCents: Cents | null;
  /** What an order below the threshold pays for shipping. */
  shippingFeeCents: Cents;
};

/** The shop's settings as pricing options: every caller prices with the same tax and shipping. */
export function cartTotalsOptionsOf(settings: Pick<ShopSettings, 'pricing' | 'policies'>): CartTotalsOptions {
  return { ...settings.pricing, shipping: settings.policies };
}

/** The closed set of reasons pricing refuses its input. */
export type PricingErrorCode = 'invalid_line' | 'invalid_tax_rate' | 'invalid_shipping' | 'amount_too_large';

/**
 * Thrown when pricing gets input it cannot price. Callers map it once (the server route answers
 * 400); `lineIndex` and `field` say which line and value were wrong.
 */
export class PricingError extends Error {
  override readonly name = 'PricingError';
  readonly code: PricingErrorCode;
  readonly lineIndex: number | undefined;
  readonly field: keyof CartPricingLine | undefined;

  constructor(code: PricingErrorCode, message: string, details: { lineIndex?: number; field?: keyof CartPricingLine } = {}) {
    super(message);
    this.code = code;
    this.lineIndex = details.lineIndex;
    this.field = details.field;
  }
}

/**
 * Prices a cart — the one calculation behind the cart page, checkout, the server's charge, the
 * order record and the confirmation e-mail.
 *
 * Rounding: each percentage is rounded once, on the cart-level sum, with `percentOf` (half up).
 * The bundle discount is 15 % of the summed price × quantity of all bundle lines, which is what
 * docs/product.md §9 says for a routine ("15 % of the summed price") and keeps `computeRoutinePrice`
 * equal to a cart of the same bundle lines. Per-line `bundleDiscountCents` split that rounded
 * total by cumulative rounding — line i gets percentOf(bundle sum through i) − percentOf(bundle
 * sum before i) — so shares use the same rule, are within a cent of 15 % of the line, and add up
 * to the cart discount exactly. Tax is the rate of the discounted subtotal, rounded once.
 *
 * Shipping (decision 030): an order whose discounted subtotal is below the free-shipping threshold
 * pays the shipping fee; from the threshold on, or with no threshold, it ships free. Shipping is
 * taxed like the goods it carries, so the tax base is the discounted subtotal plus shipping.
 *
 * Tax modes (decision 024): `added_at_checkout` adds that tax to the total. `included_in_prices`
 * treats prices as final: the total is the discounted subtotal, and the tax shown is the part
 * of it that is tax, discounted × rate ÷ (10000 + rate) in basis points, rounded half up once
 * on the cart's sum — the same rule `percentOf` uses — so the line "incl. X % VAT" and the
 * charge come from one number.
 *
 * Deliberate difference from docs/product.md §9 (decision 008): the checkout total and the charge include
 * the bundle discount, so a customer is never charged more than the cart showed.
 */
export function computeCartTotals(lines: readonly CartPricingLine[], options: CartTotalsOptions = {}): CartTotals {
  const taxRateBasisPoints = options.taxRateBasisPoints ?? DEFAULT_TAX_RATE_BASIS_POINTS;
  const taxRateIsValid = Number.isSafeInteger(taxRateBasisPoints) && taxRateBasisPoints >= 0 && taxRateBasisPoints <= 10_000;
  if (!taxRateIsValid) {
    throw new PricingError('invalid_tax_rate', `Tax rate must be whole basis points from 0 to 10000, got ${String(taxRateBasisPoints)}`);
  }

  let subtotalCents = 0;
  let bundleGrossCents = 0;
  let bundleDiscountCents = 0;
  const priced = lines.map((line, lineIndex): PricedCartLine => {
    validateLine(line, lineIndex);
    const lineTotalCents = line.unitPriceCents * line.quantity;
    if (!Number.isSafeInteger(lineTotalCents)) {
      throw new PricingError('amount_too_large', `Line ${lineIndex} total is too large to price`, {
        lineIndex,
      });
    }
    subtotalCents = safeAdd(subtotalCents, lineTotalCents);
    let lineDiscountCents = 0;
    if (line.isBundle) {
      bundleGrossCents = safeAdd(bundleGrossCents, lineTotalCents);
      const discountThroughLine = percentOf(bundleGrossCents, BUNDLE_DISCOUNT_BASIS_POINTS);
      lineDiscountCents = discountThroughLine - bundleDiscountCents;
      bundleDiscountCents = discountThroughLine;
    }
    return {
      productId: line.productId,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      isBundle: line.isBundle,
      lineTotalCents,
      bundleDiscountCents: lineDiscountCents,
    };
  });

  // The discount is 15 % of part of the subtotal, so this cannot go negative; the clamp states
  // the docs/product.md §9 rule ("never below 0") rather than relying on that arithmetic.
  const discountedSubtotalCents = Math.max(0, subtotalCents - bundleDiscountCents);
  // An empty cart ships nothing, so it owes no shipping.
  const shippingCents = priced.length === 0 ? 0 : shippingOf(discountedSubtotalCents, options.shipping);
  const taxBaseCents = safeAdd(discountedSubtotalCents, shippingCents);
  const taxMode = options.taxMode ?? 'added_at_checkout';
  const taxIncluded = taxMode === 'included_in_prices';
  const taxCents = taxIncluded ? includedTaxOf(taxBaseCents, taxRateBasisPoints) : percentOf(taxBaseCents, taxRateBasisPoints);
  const totalCents = Math.max(0, safeAdd(taxBaseCents, taxIncluded ? 0 : taxCents));

  return {
    lines: priced,
    subtotalCents,
    bundleDiscountCents,
    discountedSubtotalCents,
    taxCents,
    taxMode,
    taxRateBasisPoints,
    shippingCents,
    totalCents,
    amountMinorUnits: totalCents,
  };
}

/** The fee below the threshold, 0 from it on or with no threshold (decision 030). */
function shippingOf(discountedSubtotalCents: Cents, policy: ShippingPolicy | undefined): Cents {
  if (!policy) return 0;
  const { freeShippingThresholdCents: threshold, shippingFeeCents: fee } = policy;
  if (!isCents(fee) || fee < 0 || (threshold !== null && (!isCents(threshold) || threshold < 0))) {
    throw new PricingError('invalid_shipping', 'Shipping fee and threshold must be whole cents of 0 or more');
  }
  return threshold === null || discountedSubtotalCents >= threshold ? 0 : fee;
}

/**
 * The tax inside a gross amount: gross × rate ÷ (10000 + rate), rounded half up, in integers
 * (BigInt: gross × rate may leave the safe range).
 */
function includedTaxOf(grossCents: Cents, taxRateBasisPoints: BasisPoints): Cents {
  const numerator = BigInt(grossCents) * BigInt(taxRateBasisPoints) * 2n;
  const denominator = (10_000n + BigInt(taxRateBasisPoints)) * 2n;
  return Number((numerator + denominator / 2n) / denominator);
}

function validateLine(line: CartPricingLine, lineIndex: number): void {
  const fail = (field: keyof CartPricingLine, rule: string, value: unknown): never => {
    const message = `Line ${lineIndex}: ${field} ${rule}, got ${String(value)}`;
    throw new PricingError('invalid_line', message, { lineIndex, field });
  };
  if (typeof line !== 'object' || line === null) {
    throw new PricingError('invalid_line', `Line ${lineIndex} is not an object`, { lineIndex });
  }
  if (typeof line.productId !== 'string' || line.productId.length === 0) {
    fail('productId', 'must be a non-empty string', line.productId);
  }
  if (!isCents(line.unitPriceCents) || line.unitPriceCents <= 0) {
    fail('unitPriceCents', 'must be a positive whole number of cents', line.unitPriceCents);
  }
  if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) {
    fail('quantity', 'must be a positive whole number', line.quantity);
  }
  if (typeof line.isBundle !== 'boolean') {
    fail('isBundle', 'must be true or false', line.isBundle);
  }
}

function safeAdd(a: Cents, b: Cents): Cents {
  const sum = a + b;
  if (!Number.isSafeInteger(sum)) {
    throw new PricingError('amount_too_large', 'Cart total is too large to price');
  }
  return sum;
}
