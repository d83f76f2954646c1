import type { Database } from '../../src/infra/db/database.ts';

/** Row counts of every table in the database, by table name, in one statement. */
export async function tableCounts(db: Database): Promise<Record<string, number>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  if (tables.length === 0) return {};
  const columns = tables.map((t, i) => `(SELECT count(*) FROM "${t.name.replace(/"/g, '""')}") AS c${i}`).join(', ');
  const { rows } = await db.query<Record<string, string | number>>(`SELECT ${columns}`);
  const counts: Record<string, number> = {};
  tables.forEach((t, i) => {
    counts[t.name] = Number(rows[0]?.[`c${i}`] ?? 0);
  });
  return counts;
}

/** The tables whose count differs between two snapshots, with both counts. */
export function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).map((name) => `${name}: ${before[name] ?? 0} → ${after[name] ?? 0}`);
}
