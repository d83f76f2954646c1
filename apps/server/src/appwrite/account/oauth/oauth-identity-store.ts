import type { Queryable } from '../../../infra/db/database.ts';
import type { IdentityRecord } from '../models.ts';

/** Identities: which provider account (provider + subject) signs in as which user. */

const COLUMNS = 'id, user_id, created_at, updated_at, provider, provider_uid, provider_email';

function toIdentityRecord(row: Record<string, unknown>): IdentityRecord {
  return {
    id: row.id as string,
    userId: row.user_id as string,
    createdAt: row.created_at as Date,
    updatedAt: row.updated_at as Date,
    provider: row.provider as string,
    providerUid: row.provider_uid as string,
    providerEmail: row.provider_email as string,
  };
}

export async function findIdentity(db: Queryable, provider: string, providerUid: string): Promise<IdentityRecord | null> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM identities WHERE provider = $1 AND provider_uid = $2`, [provider, providerUid]);
  return rows[0] ? toIdentityRecord(rows[0]) : null;
}

export async function insertIdentity(
  db: Queryable,
  identity: { id: string; userId: string; provider: string; providerUid: string; providerEmail: string },
): Promise<IdentityRecord> {
  const { rows } = await db.query(
    `INSERT INTO identities (id, user_id, provider, provider_uid, provider_email) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [identity.id, identity.userId, identity.provider, identity.providerUid, identity.providerEmail],
  );
  return toIdentityRecord(rows[0]!);
}

/** Keeps the address the provider last reported. */
export async function touchIdentity(db: Queryable, id: string, providerEmail: string): Promise<void> {
  await db.query('UPDATE identities SET provider_email = $2, updated_at = now() WHERE id = $1 AND provider_email IS DISTINCT FROM $2', [
    id,
    providerEmail,
  ]);
}

export interface IdentityFilter {
  provider?: string;
  providerUid?: string;
  providerEmail?: string;
}

export async function listIdentitiesOfUser(
  db: Queryable,
  userId: string,
  filter: IdentityFilter,
  page: { limit: number; offset: number },
): Promise<{ total: number; identities: IdentityRecord[] }> {
  const conditions = ['user_id = $1'];
  const params: unknown[] = [userId];
  for (const [column, value] of [
    ['provider', filter.provider],
    ['provider_uid', filter.providerUid],
    ['provider_email', filter.providerEmail],
  ] as const) {
    if (value === undefined) continue;
    params.push(value);
    conditions.push(`${column} = $${params.length}`);
  }
  const where = conditions.join(' AND ');
  const { rows } = await db.query(
    `SELECT ${COLUMNS}, count(*) OVER () AS total FROM identities WHERE ${where}
     ORDER BY created_at, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (!rows[0] && page.offset > 0) {
    const counted = await db.query(`SELECT count(*) AS total FROM identities WHERE ${where}`, params);
    total = Number(counted.rows[0]?.total ?? 0);
  }
  return { total, identities: rows.map(toIdentityRecord) };
}

/** Unlinks every provider sign-in of the user. */
export async function deleteIdentitiesOfUser(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM identities WHERE user_id = $1', [userId]);
}

export async function deleteIdentityOfUser(db: Queryable, userId: string, identityId: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM identities WHERE id = $1 AND user_id = $2', [identityId, userId]);
  return rowCount > 0;
}
