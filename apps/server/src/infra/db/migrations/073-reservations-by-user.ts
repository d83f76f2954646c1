import type { Migration } from '../migrate.ts';

/**
 * A shopper has one open checkout at a time: starting a new one releases the holds of their
 * earlier unpaid ones. This index finds those holds without reading the others.
 */
export const reservationsByUser: Migration = {
  id: '073-reservations-by-user',
  sql: `CREATE INDEX stock_reservations_active_user ON stock_reservations (user_id) WHERE status = 'active';`,
};
