import type { Migration } from '../migrate.ts';

/**
 * Back-in-stock requests (docs/product.md §4 'Back in stock'): an address asks to be mailed once
 * when a sold-out product returns. Double opt-in like the newsletter: only the hash of the mailed
 * confirmation token is kept, and nothing is mailed about the product before `confirmed_at`.
 * `mailed_at` is the last confirmation mail, for the per-address limit. The row is deleted when
 * its one back-in-stock mail is queued, so a request is answered at most once.
 */
export const stockAlerts: Migration = {
  id: '086-stock-alerts',
  sql: `
CREATE TABLE stock_alerts (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  product_id text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  mailed_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  UNIQUE (email, product_id)
);
CREATE INDEX stock_alerts_waiting ON stock_alerts (product_id) WHERE confirmed_at IS NOT NULL;
`,
};
