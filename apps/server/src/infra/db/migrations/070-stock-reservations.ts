import type { Migration } from '../migrate.ts';

/**
 * Stock held by a checkout until it is paid or expires (decision 008, part 4). A reservation is what
 * a payment intent buys: its amount, the priced lines, the address and packaging name, so the
 * order written after payment is exactly what was charged. Available stock of a product is its
 * `stock` minus the quantities of active, unexpired reservations; bundle and normal lines of one
 * product share one row per reservation here, so they count against the same stock.
 */
export const stockReservations: Migration = {
  id: '070-stock-reservations',
  sql: `
CREATE TABLE stock_reservations (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  payment_intent_id text UNIQUE,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paid', 'released')),
  amount_minor_units bigint NOT NULL CHECK (amount_minor_units >= 0),
  currency text NOT NULL DEFAULT 'eur',
  checkout jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  order_id text,
  released_at timestamptz,
  release_reason text
);
CREATE INDEX stock_reservations_active_expiry ON stock_reservations (expires_at) WHERE status = 'active';

CREATE TABLE stock_reservation_lines (
  reservation_id text NOT NULL REFERENCES stock_reservations(id) ON DELETE CASCADE,
  product_id text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (reservation_id, product_id)
);
CREATE INDEX stock_reservation_lines_product ON stock_reservation_lines (product_id);
`,
};
