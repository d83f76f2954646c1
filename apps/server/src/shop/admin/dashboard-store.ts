import type { Queryable } from '../../infra/db/database.ts';
import { shopColumns } from '../../appwrite/databases/collection-schema.ts';
import { orders } from '@pura/core/collections/orders';
import { products } from '@pura/core/collections/products';

/**
 * The dashboard's data layer: the only SQL of the admin module against the shop's collection
 * tables and analytics_events. Aggregates run in the database so the figures never need every
 * order in memory. Days are UTC calendar days; money comes back as exact decimal text.
 */

// Tables and columns by the names the collection declarations give them.
const { table: ORDERS, column: order } = shopColumns(orders);
const { table: PRODUCTS, column: product } = shopColumns(products);

export interface DayRow {
  day: string;
  revenue: string;
  orders: number;
}

/** Revenue and order count of each day from `firstDay` to `lastDay` (YYYY-MM-DD), empty days as 0. */
export async function revenueByDay(db: Queryable, firstDay: string, lastDay: string, paidStatuses: readonly string[]): Promise<DayRow[]> {
  const { rows } = await db.query<DayRow>(
    `WITH days AS (SELECT generate_series($1::date, $2::date, interval '1 day')::date AS day)
     SELECT to_char(d.day, 'YYYY-MM-DD') AS day, COALESCE(sum(o.${order.total}), 0)::text AS revenue, count(o.${order.$id})::int AS orders
       FROM days d
       LEFT JOIN ${ORDERS} o ON (o.${order.$createdAt} AT TIME ZONE 'UTC')::date = d.day AND o.${order.status} = ANY($3::text[])
      GROUP BY d.day
      ORDER BY d.day`,
    [firstDay, lastDay, [...paidStatuses]],
  );
  return rows;
}

export interface WindowTotalsRow {
  revenue: string;
  orders: number;
  average: string;
}

/** Revenue, order count and average order value of paid orders created since `since`. */
export async function windowTotals(db: Queryable, since: Date, paidStatuses: readonly string[]): Promise<WindowTotalsRow> {
  const { rows } = await db.query<WindowTotalsRow>(
    `SELECT COALESCE(sum(${order.total}), 0)::text AS revenue, count(*)::int AS orders,
            COALESCE(round(avg(${order.total}), 2), 0)::text AS average
       FROM ${ORDERS} WHERE ${order.status} = ANY($2::text[]) AND ${order.$createdAt} >= $1`,
    [since, [...paidStatuses]],
  );
  return rows[0] ?? { revenue: '0', orders: 0, average: '0' };
}

export interface TopProductRow {
  id: string;
  name: string;
  quantity: number;
  revenue: string;
}

/**
 * Best sellers by units in paid orders since `since`, read from the order lines (so a product
 * deleted since still shows under the name it was sold as). Revenue is price × quantity of the
 * lines, before the routine discount.
 */
export async function topProducts(db: Queryable, since: Date, paidStatuses: readonly string[], limit: number): Promise<TopProductRow[]> {
  const { rows } = await db.query<TopProductRow>(
    `SELECT id, name, quantity, revenue::text AS revenue FROM (
       SELECT line->>'id' AS id, max(line->>'name') AS name, sum((line->>'quantity')::int)::int AS quantity,
              sum((line->>'price')::numeric * (line->>'quantity')::int) AS revenue
         FROM ${ORDERS} o,
              jsonb_array_elements(
                CASE WHEN jsonb_typeof(o.${order.items}::jsonb) = 'array' THEN o.${order.items}::jsonb ELSE '[]'::jsonb END
              ) AS line
        WHERE o.${order.status} = ANY($2::text[]) AND o.${order.$createdAt} >= $1
        GROUP BY line->>'id'
     ) t
     ORDER BY quantity DESC, t.revenue DESC, name
     LIMIT $3`,
    [since, [...paidStatuses], limit],
  );
  return rows;
}

export interface StockRow {
  id: string;
  name: string;
  category: string;
  stock: number;
}

const STOCK_COLUMNS = `${product.$id} AS id, ${product.name} AS name, ${product.category} AS category, ${product.stock}::int AS stock`;

/** Products with some stock left but fewer than `threshold`, scarcest first. Unlimited stock (null) never counts. */
export async function lowStockProducts(db: Queryable, threshold: number, limit: number): Promise<StockRow[]> {
  const { rows } = await db.query<StockRow>(
    `SELECT ${STOCK_COLUMNS} FROM ${PRODUCTS}
      WHERE ${product.stock} > 0 AND ${product.stock} < $1 ORDER BY ${product.stock}, ${product.name} LIMIT $2`,
    [threshold, limit],
  );
  return rows;
}

export async function outOfStockProducts(db: Queryable, limit: number): Promise<StockRow[]> {
  const { rows } = await db.query<StockRow>(
    `SELECT ${STOCK_COLUMNS} FROM ${PRODUCTS} WHERE ${product.stock} = 0 ORDER BY ${product.name} LIMIT $1`,
    [limit],
  );
  return rows;
}

export interface FunnelCountRow {
  quiz: string;
  /** The quiz version the runs answered; events from before versions are version 1. */
  version: number;
  step: 'quiz_started' | 'quiz_question_answered' | 'quiz_completed' | 'add_to_cart';
  questionId: string | null;
  runs: number;
}

/**
 * Quiz runs (distinct browser session ids of one quiz run) reaching each funnel step since
 * `since`. Only routine adds count for add_to_cart: they carry `count`, single products do not.
 */
export async function funnelCounts(db: Queryable, since: Date): Promise<FunnelCountRow[]> {
  const { rows } = await db.query<FunnelCountRow>(
    `SELECT quiz, coalesce(quiz_version, 1) AS version, name AS step, properties->>'questionId' AS "questionId", count(DISTINCT session_id)::int AS runs
       FROM analytics_events
      WHERE created_at >= $1 AND quiz IS NOT NULL AND session_id IS NOT NULL
        AND name IN ('quiz_started', 'quiz_question_answered', 'quiz_completed', 'add_to_cart')
        AND (name <> 'add_to_cart' OR properties->>'count' IS NOT NULL)
      GROUP BY quiz, coalesce(quiz_version, 1), name, properties->>'questionId'`,
    [since],
  );
  return rows;
}

/**
 * Quiz runs whose routine add was followed by a paid order within 7 days. The join: the
 * add_to_cart event's user_id (the signed-in shopper — adding to the cart requires login, docs/product.md
 * §5) equals the order's userId, and the order was created in [event time, event time + 7 days).
 */
export async function orderedWithinSevenDays(
  db: Queryable,
  since: Date,
  paidStatuses: readonly string[],
): Promise<Array<{ quiz: string; version: number; runs: number }>> {
  const { rows } = await db.query<{ quiz: string; version: number; runs: number }>(
    `SELECT e.quiz, coalesce(e.quiz_version, 1) AS version, count(DISTINCT e.session_id)::int AS runs
       FROM analytics_events e
      WHERE e.name = 'add_to_cart' AND e.properties->>'count' IS NOT NULL
        AND e.quiz IS NOT NULL AND e.session_id IS NOT NULL AND e.user_id IS NOT NULL AND e.created_at >= $1
        AND EXISTS (
          SELECT 1 FROM ${ORDERS} o
           WHERE o.${order.userId} = e.user_id AND o.${order.status} = ANY($2::text[])
             AND o.${order.$createdAt} >= e.created_at AND o.${order.$createdAt} < e.created_at + interval '7 days')
      GROUP BY e.quiz, coalesce(e.quiz_version, 1)`,
    [since, [...paidStatuses]],
  );
  return rows;
}
