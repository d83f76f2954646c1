import type { Queryable } from '../../../infra/db/database.ts';

/**
 * The account's security log: what happened to the account, from where. Events are named like
 * Appwrite's audit events (session.create, user.update.password, …).
 */
export type AccountEvent =
  | 'session.create'
  | 'session.update'
  | 'session.delete'
  | 'sessions.delete'
  | 'jwt.create'
  | 'user.update.email'
  | 'user.update.phone'
  | 'user.update.password'
  | 'user.update.mfa'
  | 'user.verify.phone'
  | 'mfa.authenticator.create'
  | 'mfa.authenticator.verify'
  | 'mfa.authenticator.delete'
  | 'mfa.recovery-codes.create'
  | 'mfa.recovery-codes.update'
  | 'mfa.challenge.verify'
  | 'target.create'
  | 'target.update'
  | 'target.delete';

export interface AccountLogEntry {
  userId: string;
  event: AccountEvent;
  ip: string;
  userAgent: string;
}

export interface AccountLogRecord extends AccountLogEntry {
  createdAt: Date;
}

export async function recordAccountEvent(db: Queryable, entry: AccountLogEntry): Promise<void> {
  await db.query('INSERT INTO account_logs (user_id, event, ip, user_agent) VALUES ($1, $2, $3, $4)', [
    entry.userId,
    entry.event,
    entry.ip,
    entry.userAgent.slice(0, 512),
  ]);
}

/** One page of a user's log, newest first, with the total count. */
export async function listAccountEvents(
  db: Queryable,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ total: number; logs: AccountLogRecord[] }> {
  const { rows } = await db.query(
    `SELECT user_id, event, ip, user_agent, created_at FROM account_logs WHERE user_id = $1
     ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [userId, page.limit, page.offset],
  );
  const count = await db.query<{ total: string | number }>('SELECT count(*) AS total FROM account_logs WHERE user_id = $1', [userId]);
  return {
    total: Number(count.rows[0]?.total ?? 0),
    logs: rows.map((row) => ({
      userId: row.user_id as string,
      event: row.event as AccountEvent,
      ip: row.ip as string,
      userAgent: row.user_agent as string,
      createdAt: row.created_at as Date,
    })),
  };
}
