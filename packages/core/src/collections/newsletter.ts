import type { CollectionDeclaration } from './declaration-types.ts';

/**
 * Newsletter subscribers (docs/product.md §3) with the consent record GDPR asks for. Subscribing goes
 * through /api on the server; through /v1 only admins read and manage the list.
 */
export const newsletter = {
  id: 'newsletter',
  name: 'Newsletter subscribers',
  permissions: ['read("label:admin")', 'create("label:admin")', 'update("label:admin")', 'delete("label:admin")'],
  documentSecurity: false,
  attributes: [
    { key: 'email', type: 'email', required: true },
    { key: 'name', type: 'string', size: 128, default: '' },
    // Where the subscription came from: signup, login, website, footer, debug-page.
    { key: 'source', type: 'string', size: 32, default: 'website' },
    { key: 'subscribedAt', type: 'datetime', defaultNow: true },
    { key: 'updatedAt', type: 'datetime', defaultNow: true },
    // Double opt-in: confirmed once the subscriber follows the e-mailed link.
    { key: 'confirmed', type: 'boolean', default: false },
    { key: 'confirmedAt', type: 'datetime' },
    { key: 'consentAt', type: 'datetime', defaultNow: true },
    // The wording the subscriber agreed to, kept as proof of consent.
    { key: 'consentText', type: 'string', size: 1000, default: '' },
  ],
  indexes: [
    { key: 'email', type: 'unique', attributes: ['email'] },
    { key: 'subscribed', type: 'key', attributes: ['subscribedAt'], orders: ['DESC'] },
  ],
} as const satisfies CollectionDeclaration;
