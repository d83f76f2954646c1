import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productIdSchema } from '../schemas/cart.ts';
import { CART_MAX_PER_PRODUCT_CEILING } from '../limits.ts';
import { type CartCookie, MAX_CART_COOKIE_LENGTH, UNMIRRORED_CART_COOKIE, decodeCartCookie, encodeCartCookie } from './cart-cookie.ts';

/** RFC 6265 cookie-octet: what a cookie value may hold without quoting. */
const COOKIE_OCTETS = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

const cart = (items: CartCookie['items'], customPackagingName = ''): CartCookie => ({ items, customPackagingName });
const rose = { id: 'rose-oil', quantity: 2, isBundle: false };
const balm = { id: 'lip_balm.v2', quantity: 1, isBundle: true };

const productId = fc.stringMatching(/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/);
const cookieCart = fc.record({
  items: fc.uniqueArray(
    fc.record(
      {
        id: productId,
        quantity: fc.integer({ min: 1, max: CART_MAX_PER_PRODUCT_CEILING }),
        isBundle: fc.boolean(),
        language: fc.constant('de' as const),
      },
      { requiredKeys: ['id', 'quantity', 'isBundle'] },
    ),
    { selector: (line) => line.id, maxLength: 20 },
  ),
  customPackagingName: fc.string({ unit: 'grapheme', maxLength: 30 }).filter((name) => name.length <= 30),
});

describe('the cart cookie', () => {
  it('writes the lines in order with their bundle flag, and the package name percent-encoded', () => {
    expect(encodeCartCookie(cart([rose, balm], 'For Mia'))).toBe('1|For%20Mia|rose-oil:2|lip_balm.v2:1:b');
    expect(encodeCartCookie(cart([]))).toBe('1|');
    expect(decodeCartCookie('1|For%20Mia|rose-oil:2|lip_balm.v2:1:b')).toEqual(cart([rose, balm], 'For Mia'));
  });

  it("marks a German quiz routine's line, and reads a cookie from before the mark as English", () => {
    const germanBalm = { ...balm, language: 'de' as const };
    expect(encodeCartCookie(cart([rose, germanBalm]))).toBe('1||rose-oil:2|lip_balm.v2:1:bd');
    expect(decodeCartCookie('1||rose-oil:2|lip_balm.v2:1:bd')).toEqual(cart([rose, germanBalm]));
    // An English line is written as every cookie before the mark, and such a cookie has no language.
    expect(encodeCartCookie(cart([{ ...balm, language: 'en' }]))).toBe('1||lip_balm.v2:1:b');
    expect(decodeCartCookie('1||lip_balm.v2:1:b')?.items[0]).not.toHaveProperty('language');
  });

  it('leaves out what the server looks up itself', () => {
    const line = { ...rose, name: 'Rose Oil', price: 24.99, image: '/x.webp', category: 'Skincare', stock: 3 };
    expect(encodeCartCookie({ items: [line], customPackagingName: '' })).toBe('1||rose-oil:2');
  });

  it('round-trips any cart it accepts, as cookie-safe text within the length', () => {
    fc.assert(
      fc.property(cookieCart, (value) => {
        const encoded = encodeCartCookie(value);
        expect(encoded).not.toBeNull();
        expect(encoded).toMatch(COOKIE_OCTETS);
        expect((encoded as string).length).toBeLessThanOrEqual(MAX_CART_COOKIE_LENGTH);
        expect(decodeCartCookie(encoded)).toEqual(value);
      }),
    );
  });

  it('keeps names that look like markup or separators as text', () => {
    for (const name of ['</script><script>', '|1:2|', 'a;b, "c"\\', 'Ünïcödé 🌿', '%41%']) {
      const encoded = encodeCartCookie(cart([rose], name)) as string;
      expect(encoded, name).toMatch(COOKIE_OCTETS);
      expect(decodeCartCookie(encoded), name).toEqual(cart([rose], name));
    }
  });

  it.each([
    ['an id outside the Appwrite pattern', cart([{ ...rose, id: '-starts-with-dash' }])],
    ['an id of 37 characters', cart([{ ...rose, id: 'a'.repeat(37) }])],
    ['an id with a separator', cart([{ ...rose, id: 'a:b' }])],
    ['quantity 0', cart([{ ...rose, quantity: 0 }])],
    [`quantity ${CART_MAX_PER_PRODUCT_CEILING + 1}`, cart([{ ...rose, quantity: CART_MAX_PER_PRODUCT_CEILING + 1 }])],
    ['a fractional quantity', cart([{ ...rose, quantity: 1.5 }])],
    ['a product on two lines', cart([rose, { ...rose, isBundle: true }])],
    ['a package name of 31 characters', cart([rose], 'x'.repeat(31))],
    ['a package name cut inside an emoji', cart([rose], '🌿'.slice(0, 1))],
  ])('does not mirror a cart with %s', (_case, value) => {
    expect(encodeCartCookie(value)).toBeNull();
  });

  it('does not mirror a cart longer than the cookie allows', () => {
    const lines = Array.from({ length: 200 }, (_, i) => ({ id: `product-${String(i).padStart(20, '0')}`, quantity: 99, isBundle: true }));
    expect(encodeCartCookie(cart(lines))).toBeNull();
  });

  it('reads no cart whose line is above what any shop allows, so the browser restores (and caps) its own', () => {
    expect(decodeCartCookie(`1||rose-oil:${CART_MAX_PER_PRODUCT_CEILING}`)).toEqual(
      cart([{ ...rose, quantity: CART_MAX_PER_PRODUCT_CEILING }]),
    );
    expect(decodeCartCookie(`1||rose-oil:${CART_MAX_PER_PRODUCT_CEILING + 1}`)).toBeNull();
  });

  it('ignores unknown fields and flags a later version may add', () => {
    expect(decodeCartCookie('1|Mia|rose-oil:2:xb:future:fields|lip_balm.v2:1:x')).toEqual(
      cart(
        [
          { id: 'rose-oil', quantity: 2, isBundle: true },
          { id: 'lip_balm.v2', quantity: 1, isBundle: false },
        ],
        'Mia',
      ),
    );
  });

  it.each([
    ['nothing', ''],
    ['the unmirrored mark', UNMIRRORED_CART_COOKIE],
    ['another version', '2|Mia|rose-oil:2'],
    ['no name field', '1'],
    ['JSON', '{"items":[]}'],
    ['an empty line', '1|Mia||rose-oil:2'],
    ['a line without quantity', '1|Mia|rose-oil'],
    ['quantity 0', '1||rose-oil:0'],
    ['quantity 100', '1||rose-oil:100'],
    ['a leading zero', '1||rose-oil:07'],
    ['a negative quantity', '1||rose-oil:-1'],
    ['an exponent', '1||rose-oil:1e1'],
    ['a script as id', '1||<script>alert(1)</script>:1'],
    ['a path as id', '1||../../etc/passwd:1'],
    ['a duplicate product', '1||rose-oil:1|rose-oil:2'],
    ['broken percent-encoding', '1|%E0%A4%A|rose-oil:1'],
    ['a name of 31 characters', `1|${'x'.repeat(31)}|rose-oil:1`],
    ['a value over the length', `1||${'a'.repeat(MAX_CART_COOKIE_LENGTH)}:1`],
  ])('decodes %s to null', (_case, value) => {
    expect(decodeCartCookie(value)).toBeNull();
  });

  it('decodes values that are not strings to null', () => {
    for (const value of [undefined, null, 1, ['1||rose-oil:1'], { items: [] }]) expect(decodeCartCookie(value)).toBeNull();
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (value) => {
        const decoded = decodeCartCookie(value);
        if (decoded) expect(decodeCartCookie(encodeCartCookie(decoded))).toEqual(decoded);
      }),
    );
  });

  it('uses the bounds checkout validates with', () => {
    for (const id of ['a', 'rose-oil', 'A.b_c-9', 'a'.repeat(36), '-a', '.a', 'a'.repeat(37), 'a b', 'a:b', 'a|b']) {
      expect(decodeCartCookie(`1||${id}:1`) !== null, id).toBe(productIdSchema.safeParse(id).success);
    }
  });
});
