/**
 * Who runs the shop and how to reach them: shown on the contact page and named in the privacy
 * policy and terms, so the three can never disagree. A shop owner replaces these with theirs.
 */
export const SHOP_DETAILS = {
  legalName: 'Pura Naturals Ltd.',
  tradingName: 'Pura',
  street: '14 Camden Row',
  city: 'Dublin 8',
  postcode: 'D08 X2F3',
  country: 'Ireland',
  phone: '+353 1 555 0142',
  email: 'hello@pura-naturals.ie',
  privacyEmail: 'privacy@pura-naturals.ie',
  /** The studio opens by appointment only. */
  hours: 'Monday to Friday, 9:00–17:00',
  companyNumber: '712345',
  vatNumber: 'IE 3712345KH',
  /** The supervisory authority for a shop established in Ireland (GDPR Art. 77). */
  supervisoryAuthority: 'Data Protection Commission, 21 Fitzwilliam Square South, Dublin 2, D02 RD28, Ireland (dataprotection.ie)',
} as const;

export const SHOP_ADDRESS_LINES = [SHOP_DETAILS.legalName, SHOP_DETAILS.street, `${SHOP_DETAILS.city}, ${SHOP_DETAILS.postcode}`, SHOP_DETAILS.country] as const;
