/**
 * Integer euro cents. All money inside core and the server is held in cents to avoid float error.
 * The brand is optional so plain integer literals stay assignable; the name carries the unit.
 */
export type Cents = number & { readonly __unit?: 'cents' };

/**
 * A rate in basis points (1/100 of a percent): 1500 = 15 %, 800 = 8 %.
 * Rates are integers so no float ever enters a money calculation.
 */
export type BasisPoints = number;

/** 100 % in basis points; the denominator of every rate. */
export const BASIS_POINTS_PER_WHOLE = 10_000;

/**
 * Largest euro amount `eurosToCents` accepts (ten million euros). Below it a double still
 * resolves a euro value to far better than a millionth of a cent, so the two-decimal guard is
 * sound; no shop price or cart total comes near it.
 */
export const MAX_EURO_AMOUNT = 10_000_000;

/**
 * How far `euros * 100` may sit from a whole number and still count as an exact cent value.
 * Float multiplication leaves noise below ~2e-7 cents up to MAX_EURO_AMOUNT (24.99 * 100 is
 * 2498.9999999999995); a real third decimal is at least 0.1 cents off, so the two never overlap.
 */
const CENT_NOISE_TOLERANCE = 1e-6;

/** Thrown when a money function gets a value outside its domain (negative, fractional, NaN…). */
export class MoneyError extends RangeError {
  override readonly name = 'MoneyError';
}

/** True for a whole number of cents that integer arithmetic can hold exactly (any sign). */
export function isCents(value: unknown): value is Cents {
  return Number.isSafeInteger(value);
}

/**
 * True when `euros` is a euro amount with at most two decimals, finite, not negative and at most
 * MAX_EURO_AMOUNT — the only inputs `eurosToCents` converts. Float noise from decimal literals
 * (24.99 is stored as 24.989999…) is tolerated; a genuine third decimal (24.995) is not.
 */
export function isEuroAmount(euros: unknown): euros is number {
  if (typeof euros !== 'number' || !Number.isFinite(euros)) return false;
  if (euros < 0 || euros > MAX_EURO_AMOUNT) return false;
  const scaled = euros * 100;
  return Math.abs(scaled - Math.round(scaled)) <= CENT_NOISE_TOLERANCE;
}

/**
 * Converts a euro amount such as an Appwrite document's `price: 24.99` to exact cents (2499).
 * Rounds `euros * 100` to the nearest integer, which is exact because `isEuroAmount` first
 * guarantees the value is within float noise of a whole cent; anything else throws MoneyError.
 */
export function eurosToCents(euros: number): Cents {
  if (!isEuroAmount(euros)) {
    throw new MoneyError(`Not a euro amount from 0 to ${MAX_EURO_AMOUNT} with at most two decimals: ${String(euros)}`);
  }
  // `+ 0` turns a possible -0 (from -0 input) into 0.
  return Math.round(euros * 100) + 0;
}

/**
 * Converts cents to the decimal euros Appwrite documents expose (2499 → 24.99). Division by 100
 * is correctly rounded, so the result is the double nearest the decimal and serialises as "24.99".
 */
export function centsToEuros(cents: Cents): number {
  assertCents(cents, 'cents');
  return cents / 100;
}

const euroFormatters = new Map<string, Intl.NumberFormat>();

/**
 * The one euro formatter for the whole app (docs/product.md §9: euro on shop, cart, checkout, profile):
 * 2499 → '€24.99', 123450 → '€1,234.50' in the default en-IE locale. The shop's own locale is
 * written out by hand: the browser's first Intl.NumberFormat loads locale data for tens of
 * milliseconds, inside the first render of every price (decision 012: TBT). It gives exactly what
 * Intl gives (money.test.ts compares them). Other locales go through Intl, cached per locale.
 */
export function formatEuros(cents: Cents, locale = 'en-IE'): string {
  assertCents(cents, 'cents');
  if (locale === 'en-IE') return formatIrishEuros(cents);
  let formatter = euroFormatters.get(locale);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    euroFormatters.set(locale, formatter);
  }
  return formatter.format(cents / 100);
}

function formatIrishEuros(cents: Cents): string {
  const magnitude = Math.abs(cents);
  const whole = String(Math.floor(magnitude / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}€${whole}.${fraction}`;
}

/**
 * The single rounding rule for money in Pura: `basisPoints` of `cents`, rounded half up to the
 * nearest cent (374.85 → 375, 374.5 → 375, 374.49 → 374). Every discount and tax goes through
 * here so the cart page, checkout, charge, order record and e-mail cannot disagree.
 *
 * Why half up: it is the commercial rounding customers and EU receipts use ("kaufmännisches
 * Runden"), so a shopper checking 15 % or 8 % by hand gets the same cent; banker's rounding
 * would look like an error to them. Amounts are never negative here, so half up and half away
 * from zero coincide and there is no sign ambiguity. Pure integer arithmetic (BigInt when the
 * product leaves the safe-integer range), so no float touches the result.
 */
export function percentOf(cents: Cents, basisPoints: BasisPoints): Cents {
  assertCents(cents, 'cents');
  if (cents < 0) throw new MoneyError(`percentOf needs a non-negative amount, got ${cents}`);
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) {
    throw new MoneyError(`Basis points must be a non-negative integer, got ${String(basisPoints)}`);
  }
  const half = BASIS_POINTS_PER_WHOLE / 2;
  const shifted = cents * basisPoints + half;
  if (Number.isSafeInteger(shifted)) {
    // Subtracting the remainder first keeps the division exact (plain floor(a / b) can round
    // up near the top of the safe range).
    return (shifted - (shifted % BASIS_POINTS_PER_WHOLE)) / BASIS_POINTS_PER_WHOLE;
  }
  const rounded = (BigInt(cents) * BigInt(basisPoints) + BigInt(half)) / BigInt(BASIS_POINTS_PER_WHOLE);
  if (rounded > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new MoneyError(`percentOf result exceeds the safe integer range`);
  }
  return Number(rounded);
}

function assertCents(value: unknown, label: string): asserts value is Cents {
  if (!isCents(value)) {
    throw new MoneyError(`${label} must be a whole number of cents, got ${String(value)}`);
  }
}
