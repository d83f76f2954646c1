/**
 * Addresses and whether the shop's forms take them (@pura/core/schemas/email-address), for the
 * suites that check a route takes exactly what its form lets through: the looser pattern the
 * forms once had let the 'false' ones through, and the server then refused them.
 */
export const FORM_EMAIL_CASES: ReadonlyArray<readonly [email: string, accepted: boolean]> = [
  ['Ada.Lovelace+shop@mail.example.co.uk', true],
  ["o'brien@example.ie", true],
  [`${'a'.repeat(64)}@${'b'.repeat(180)}.com`, true],
  ['a@b.c', false],
  ['ada..l@example.com', false],
  ['ada@example.com.', false],
  ['josé@example.com', false],
  [`${'a'.repeat(64)}@${'b'.repeat(190)}.com`, false],
];

/**
 * A client IP of its own for each case (`10.<block>.9.<case>`), so the routes' per-IP limits never
 * count one case against another, however many cases the table grows to.
 */
export function ipOfEmailCase(email: string, block: number): string {
  return `10.${block}.9.${FORM_EMAIL_CASES.findIndex(([caseEmail]) => caseEmail === email) + 1}`;
}
