import type { CollectionDeclaration } from './declaration-types.ts';
import { CONTACT_LIMITS } from '../limits.ts';

/** Contact form messages (docs/product.md §3). Created by the server through /api; admins read them. */
export const contactMessages = {
  id: 'contact_messages',
  name: 'Contact messages',
  permissions: ['read("label:admin")', 'update("label:admin")', 'delete("label:admin")'],
  documentSecurity: false,
  attributes: [
    { key: 'firstName', type: 'string', size: CONTACT_LIMITS.firstName, required: true },
    { key: 'lastName', type: 'string', size: CONTACT_LIMITS.lastName, required: true },
    { key: 'email', type: 'email', required: true },
    { key: 'subject', type: 'string', size: CONTACT_LIMITS.subject, required: true },
    { key: 'message', type: 'string', size: CONTACT_LIMITS.message, required: true },
    // Admins mark a message read once handled.
    { key: 'read', type: 'boolean', default: false },
  ],
  indexes: [{ key: 'created', type: 'key', attributes: ['$createdAt'], orders: ['DESC'] }],
} as const satisfies CollectionDeclaration;
