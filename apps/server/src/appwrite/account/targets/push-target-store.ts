import { type Queryable, PG_ERROR, sqlState } from '../../../infra/db/database.ts';
import { AppwriteError } from '../../../infra/errors.ts';

/** The `push_targets` table: devices a user registered for push messages. */

export interface PushTargetRecord {
  id: string;
  userId: string;
  createdAt: Date;
  updatedAt: Date;
  providerId: string;
  identifier: string;
  name: string;
  expired: boolean;
}

const COLUMNS = 'id, user_id, created_at, updated_at, provider_id, identifier, name, expired';

function toPushTarget(row: Record<string, unknown>): PushTargetRecord {
  return {
    id: row.id as string,
    userId: row.user_id as string,
    createdAt: row.created_at as Date,
    updatedAt: row.updated_at as Date,
    providerId: row.provider_id as string,
    identifier: row.identifier as string,
    name: row.name as string,
    expired: row.expired as boolean,
  };
}

export const targetNotFound = () => new AppwriteError('user_target_not_found', 'The target could not be found.');

export async function insertPushTarget(
  db: Queryable,
  target: { id: string; userId: string; providerId: string; identifier: string; name: string },
): Promise<PushTargetRecord> {
  try {
    const { rows } = await db.query(
      `INSERT INTO push_targets (id, user_id, provider_id, identifier, name) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [target.id, target.userId, target.providerId, target.identifier, target.name],
    );
    return toPushTarget(rows[0]!);
  } catch (error) {
    if (sqlState(error) === PG_ERROR.uniqueViolation) {
      throw new AppwriteError('user_target_already_exists', 'A target with the same ID already exists.');
    }
    throw error;
  }
}

/** A new identifier (the device's new push token) makes the target live again. */
export async function updatePushTargetOfUser(db: Queryable, userId: string, id: string, identifier: string): Promise<PushTargetRecord> {
  const { rows } = await db.query(
    `UPDATE push_targets SET identifier = $3, expired = false, updated_at = now() WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId, identifier],
  );
  if (!rows[0]) throw targetNotFound();
  return toPushTarget(rows[0]);
}

export async function deletePushTargetOfUser(db: Queryable, userId: string, id: string): Promise<void> {
  const { rowCount } = await db.query('DELETE FROM push_targets WHERE id = $1 AND user_id = $2', [id, userId]);
  if (rowCount === 0) throw targetNotFound();
}

/** Every device of the user: a takeover drops the registrant's (unproven-setup.ts). */
export async function deletePushTargetsOfUser(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM push_targets WHERE user_id = $1', [userId]);
}
