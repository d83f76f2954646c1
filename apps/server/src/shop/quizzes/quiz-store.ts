import type { QuizKind } from '@pura/core/quiz/questions';
import type { QuizDefinition } from '@pura/core/quiz/definition/schema';
import type { Queryable } from '../../infra/db/database.ts';

/** Where a version is in its life: edited, what new visitors get, or replaced by a newer one. */
export type QuizVersionStatus = 'draft' | 'live' | 'retired';

/** One stored version. Definitions are validated by core's quizDefinitionSchema before they are stored. */
export interface StoredQuizVersion {
  quiz: QuizKind;
  version: number;
  status: QuizVersionStatus;
  definition: QuizDefinition;
  updatedAt: string;
  publishedAt: string | null;
  publishedBy: string | null;
}

/** A version without its definition, for lists. */
export type QuizVersionSummary = Omit<StoredQuizVersion, 'definition'>;

interface Row {
  quiz: QuizKind;
  version: number;
  status: QuizVersionStatus;
  definition?: QuizDefinition;
  updated_at: Date | string;
  published_at: Date | string | null;
  published_by_email: string | null;
}

const SUMMARY_COLUMNS = 'quiz, version, status, updated_at, published_at, published_by_email';
const COLUMNS = `${SUMMARY_COLUMNS}, definition`;

const iso = (value: Date | string) => new Date(value).toISOString();

function summaryOf(row: Row): QuizVersionSummary {
  return {
    quiz: row.quiz,
    version: row.version,
    status: row.status,
    updatedAt: iso(row.updated_at),
    publishedAt: row.published_at === null ? null : iso(row.published_at),
    publishedBy: row.published_by_email,
  };
}

function versionOf(row: Row): StoredQuizVersion {
  if (!row.definition) throw new Error(`quiz version ${row.quiz}@${row.version} was read without its definition`);
  return { ...summaryOf(row), definition: row.definition };
}

/** The live version of each quiz that has one. */
export async function readLiveVersions(db: Queryable): Promise<StoredQuizVersion[]> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM quiz_versions WHERE status = 'live'`);
  return rows.map(versionOf);
}

/**
 * Stores `definitions` as the live version 1 of each quiz that has no version yet (a new
 * database); a concurrent first start, or a quiz already published, keeps what is there.
 */
export async function insertFirstVersions(db: Queryable, definitions: readonly QuizDefinition[]): Promise<void> {
  for (const definition of definitions) {
    await db.query(
      `INSERT INTO quiz_versions (quiz, version, definition, status, published_at)
       SELECT $1, 1, $2, 'live', now() WHERE NOT EXISTS (SELECT 1 FROM quiz_versions WHERE quiz = $1)
       ON CONFLICT DO NOTHING`,
      [definition.quiz, JSON.stringify({ ...definition, version: 1 })],
    );
  }
}

/** One version in any status, or null. */
export async function readVersion(db: Queryable, quiz: QuizKind, version: number): Promise<StoredQuizVersion | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM quiz_versions WHERE quiz = $1 AND version = $2`, [quiz, version]);
  return rows[0] ? versionOf(rows[0]) : null;
}

/** Every version of every quiz, newest first, without definitions. */
export async function listVersions(db: Queryable): Promise<QuizVersionSummary[]> {
  const { rows } = await db.query<Row>(`SELECT ${SUMMARY_COLUMNS} FROM quiz_versions ORDER BY quiz, version DESC`);
  return rows.map(summaryOf);
}

/** The quiz's draft, or null; `forUpdate` locks it until the transaction ends. */
export async function readDraft(db: Queryable, quiz: QuizKind, options: { forUpdate?: boolean } = {}): Promise<StoredQuizVersion | null> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM quiz_versions WHERE quiz = $1 AND status = 'draft'${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [quiz],
  );
  return rows[0] ? versionOf(rows[0]) : null;
}

/**
 * The live version number, its row locked: draft saves and publishes of one quiz run one after
 * the other, so a draft's number is always the live one + 1.
 */
export async function lockLiveVersion(tx: Queryable, quiz: QuizKind): Promise<number> {
  const { rows } = await tx.query<{ version: number }>(`SELECT version FROM quiz_versions WHERE quiz = $1 AND status = 'live' FOR UPDATE`, [
    quiz,
  ]);
  const live = rows[0];
  if (!live) throw new Error(`quiz ${quiz} has no live version`);
  return live.version;
}

/** Stores the quiz's draft (the one there is, replaced, or a new one) and answers its stored form. */
export async function writeDraft(tx: Queryable, definition: QuizDefinition, userId: string): Promise<StoredQuizVersion> {
  const values = [definition.quiz, definition.version, JSON.stringify(definition), userId];
  const updated = await tx.query<Row>(
    `UPDATE quiz_versions SET version = $2, definition = $3, updated_at = now(), updated_by = $4
     WHERE quiz = $1 AND status = 'draft' RETURNING ${COLUMNS}`,
    values,
  );
  if (updated.rows[0]) return versionOf(updated.rows[0]);
  const inserted = await tx.query<Row>(
    `INSERT INTO quiz_versions (quiz, version, definition, status, created_by, updated_by) VALUES ($1, $2, $3, 'draft', $4, $4) RETURNING ${COLUMNS}`,
    values,
  );
  return versionOf(inserted.rows[0] as Row);
}

/** Discards the quiz's draft, if it has one. */
export async function deleteDraft(db: Queryable, quiz: QuizKind): Promise<void> {
  await db.query(`DELETE FROM quiz_versions WHERE quiz = $1 AND status = 'draft'`, [quiz]);
}

/** The draft becomes live and the live version retired, recording who published it and when. */
export async function makeDraftLive(tx: Queryable, quiz: QuizKind, admin: { id: string; email: string }): Promise<StoredQuizVersion> {
  await tx.query(`UPDATE quiz_versions SET status = 'retired', updated_at = now() WHERE quiz = $1 AND status = 'live'`, [quiz]);
  const { rows } = await tx.query<Row>(
    `UPDATE quiz_versions SET status = 'live', updated_at = now(), published_at = now(), published_by = $2, published_by_email = $3
     WHERE quiz = $1 AND status = 'draft' RETURNING ${COLUMNS}`,
    [quiz, admin.id, admin.email],
  );
  if (!rows[0]) throw new Error(`quiz ${quiz} has no draft to publish`);
  return versionOf(rows[0]);
}
