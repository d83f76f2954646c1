import type { DatabaseDeclaration } from './declaration-types.ts';
import { products } from './products.ts';
import { orders } from './orders.ts';
import { reviews } from './reviews.ts';
import { newsletter } from './newsletter.ts';
import { contactMessages } from './contact-messages.ts';

/** The one Appwrite database the shop uses (docs/architecture.md 'Database'). */
export const shopDatabase = {
  id: 'shop',
  name: 'Shop',
  collections: [products, orders, reviews, newsletter, contactMessages],
} as const satisfies DatabaseDeclaration;
