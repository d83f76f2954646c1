import type { Queryable } from '../../infra/db/database.ts';
import { PG_ERROR, sqlState } from '../../infra/db/database.ts';
import type { FileRecord } from './file-model.ts';
import type { FileAttribute, FileFilter, FileListQuery, FileOrder } from './file-queries.ts';
import { likePattern } from '../../infra/db/text-matching.ts';

/** The data layer of storage: every SQL statement about files and upload chunks lives here. */

const COLUMNS = `bucket_id, id, created_at, updated_at, permissions, name, folder, signature, mime_type,
  size_original, size_actual, chunks_total, chunks_uploaded, complete, blob_path`;

type Row = Record<string, unknown>;

function toFileRecord(row: Row): FileRecord {
  return {
    bucketId: row.bucket_id as string,
    id: row.id as string,
    createdAt: row.created_at as Date,
    updatedAt: row.updated_at as Date,
    permissions: (row.permissions as string[] | null) ?? [],
    name: row.name as string,
    folder: row.folder as string,
    signature: row.signature as string,
    mimeType: row.mime_type as string,
    // bigint columns arrive as strings (database.ts keeps int8 exact); files stay far below 2^53.
    sizeOriginal: Number(row.size_original),
    sizeActual: Number(row.size_actual),
    chunksTotal: Number(row.chunks_total),
    chunksUploaded: Number(row.chunks_uploaded),
    complete: row.complete as boolean,
    blobPath: row.blob_path as string,
  };
}

export async function findFile(db: Queryable, bucketId: string, fileId: string): Promise<FileRecord | null> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM files WHERE bucket_id = $1 AND id = $2`, [bucketId, fileId]);
  return rows[0] ? toFileRecord(rows[0]) : null;
}

export interface NewFile {
  bucketId: string;
  id: string;
  permissions: string[];
  name: string;
  folder: string;
  sizeOriginal: number;
  chunksTotal: number;
  blobPath: string;
  /** Set for a file stored in one piece: it is complete from the start. */
  completed?: { signature: string; mimeType: string; sizeActual: number };
}

/** Inserts a file record; null when the ID is already taken in the bucket. */
export async function insertFile(db: Queryable, file: NewFile): Promise<FileRecord | null> {
  const done = file.completed;
  const { rows } = await db.query(
    `INSERT INTO files (bucket_id, id, permissions, name, folder, size_original, chunks_total, blob_path,
       complete, chunks_uploaded, signature, mime_type, size_actual)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (bucket_id, id) DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      file.bucketId,
      file.id,
      file.permissions,
      file.name,
      file.folder,
      file.sizeOriginal,
      file.chunksTotal,
      file.blobPath,
      Boolean(done),
      done ? file.chunksTotal : 0,
      done?.signature ?? '',
      done?.mimeType ?? '',
      done?.sizeActual ?? 0,
    ],
  );
  return rows[0] ? toFileRecord(rows[0]) : null;
}

/**
 * Records one received chunk of an upload in progress and counts it, atomically: concurrent
 * chunks each add one, so exactly one request sees the last chunk arrive. Returns the file
 * after counting and whether this chunk was new; null when the upload no longer exists or is
 * already complete.
 */
export async function recordChunk(
  db: Queryable,
  bucketId: string,
  fileId: string,
  chunkIndex: number,
  sizeBytes: number,
): Promise<{ file: FileRecord; isNew: boolean } | null> {
  try {
    const { rows } = await db.query(
      `WITH chunk AS (
         INSERT INTO file_chunks (bucket_id, file_id, chunk_index, size)
         SELECT bucket_id, id, $3, $4 FROM files WHERE bucket_id = $1 AND id = $2 AND NOT complete
         ON CONFLICT DO NOTHING
         RETURNING 1
       )
       UPDATE files SET chunks_uploaded = chunks_uploaded + 1, updated_at = now()
       WHERE bucket_id = $1 AND id = $2 AND EXISTS (SELECT 1 FROM chunk)
       RETURNING ${COLUMNS}`,
      [bucketId, fileId, chunkIndex, sizeBytes],
    );
    if (rows[0]) return { file: toFileRecord(rows[0]), isNew: true };
  } catch (error) {
    // The upload was deleted (a failed check, or its owner) while this chunk was on its way.
    if (sqlState(error) === PG_ERROR.foreignKeyViolation) return null;
    throw error;
  }
  const file = await findFile(db, bucketId, fileId);
  return file && !file.complete ? { file, isNew: false } : null;
}

/** Marks an assembled upload complete with what was learnt from its bytes. */
export async function completeFile(
  db: Queryable,
  bucketId: string,
  fileId: string,
  facts: { signature: string; mimeType: string; sizeActual: number },
): Promise<FileRecord | null> {
  const { rows } = await db.query(
    `UPDATE files SET complete = true, chunks_uploaded = chunks_total, signature = $3, mime_type = $4,
       size_actual = $5, updated_at = now()
     WHERE bucket_id = $1 AND id = $2 AND NOT complete
     RETURNING ${COLUMNS}`,
    [bucketId, fileId, facts.signature, facts.mimeType, facts.sizeActual],
  );
  if (rows[0]) await db.query('DELETE FROM file_chunks WHERE bucket_id = $1 AND file_id = $2', [bucketId, fileId]);
  return rows[0] ? toFileRecord(rows[0]) : null;
}

export async function updateFileRecord(
  db: Queryable,
  bucketId: string,
  fileId: string,
  changes: { name?: string | undefined; permissions?: string[] | undefined },
): Promise<FileRecord | null> {
  const { rows } = await db.query(
    `UPDATE files SET name = COALESCE($3, name), permissions = COALESCE($4, permissions), updated_at = now()
     WHERE bucket_id = $1 AND id = $2
     RETURNING ${COLUMNS}`,
    [bucketId, fileId, changes.name ?? null, changes.permissions ?? null],
  );
  return rows[0] ? toFileRecord(rows[0]) : null;
}

/** Deletes a file record (its chunk rows go with it); returns what was deleted. */
export async function deleteFileRecord(db: Queryable, bucketId: string, fileId: string): Promise<FileRecord | null> {
  const { rows } = await db.query(`DELETE FROM files WHERE bucket_id = $1 AND id = $2 RETURNING ${COLUMNS}`, [bucketId, fileId]);
  return rows[0] ? toFileRecord(rows[0]) : null;
}

/** Chunked uploads nobody has added to for `olderThanSeconds`: abandoned, to be swept. */
export async function findAbandonedUploads(db: Queryable, olderThanSeconds: number, max = 20): Promise<FileRecord[]> {
  const { rows } = await db.query(
    `SELECT ${COLUMNS} FROM files WHERE NOT complete AND updated_at < now() - make_interval(secs => $1)
     ORDER BY updated_at LIMIT $2`,
    [olderThanSeconds, max],
  );
  return rows.map(toFileRecord);
}

const COLUMN_OF: Record<FileAttribute, string> = {
  $id: 'id',
  $createdAt: 'created_at',
  $updatedAt: 'updated_at',
  name: 'name',
  folder: 'folder',
  mimeType: 'mime_type',
  signature: 'signature',
  sizeOriginal: 'size_original',
  chunksTotal: 'chunks_total',
  chunksUploaded: 'chunks_uploaded',
};

const CAST_OF: Record<FileAttribute, string> = {
  $id: 'text',
  $createdAt: 'timestamptz',
  $updatedAt: 'timestamptz',
  name: 'text',
  folder: 'text',
  mimeType: 'text',
  signature: 'text',
  sizeOriginal: 'bigint',
  chunksTotal: 'bigint',
  chunksUploaded: 'bigint',
};

// Appwrite stops counting at 5000 (APP_LIMIT_COUNT).
const COUNT_LIMIT = 5000;

/** Raised when a cursor names a file that is not in the bucket. */
export class CursorNotFoundError extends Error {}

/**
 * Lists files of one bucket. `readRoles` null lists every file; otherwise only files whose own
 * permissions grant read to one of those roles (file security). Values are always parameters.
 */
export async function listFiles(
  db: Queryable,
  bucketId: string,
  query: FileListQuery,
  readRoles: readonly string[] | null,
  withTotal: boolean,
): Promise<{ total: number; files: FileRecord[] }> {
  const params: unknown[] = [bucketId];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ['bucket_id = $1'];
  if (readRoles) where.push(`permissions && ${param(readRoles.map((role) => `read("${role}")`))}::text[]`);
  for (const filter of query.filters) where.push(filterSql(filter, param));
  for (const term of query.searchTerms) {
    const p = param(term.toLowerCase());
    where.push(`(strpos(lower(name), ${p}) > 0 OR strpos(lower(id), ${p}) > 0)`);
  }
  const baseWhere = where.join(' AND ');
  const countParams = [...params];

  const orders: FileOrder[] = [...query.orders];
  const first = orders[0];
  // §9.4: a sequence tie-breaker, in the first order's direction when that is a date, else ascending.
  const tieDirection = first && (first.attribute === '$createdAt' || first.attribute === '$updatedAt') ? first.direction : 'ASC';
  const keys = [
    ...orders.map((o) => ({ column: COLUMN_OF[o.attribute], direction: o.direction })),
    { column: 'seq', direction: tieDirection },
  ];
  const backwards = query.cursor?.direction === 'before';
  const scanKeys = backwards ? keys.map((k) => ({ ...k, direction: k.direction === 'ASC' ? 'DESC' : 'ASC' })) : keys;

  const scanWhere = [baseWhere];
  if (query.cursor) {
    const exists = await db.query('SELECT 1 FROM files WHERE bucket_id = $1 AND id = $2', [bucketId, query.cursor.fileId]);
    if (exists.rows.length === 0) throw new CursorNotFoundError(query.cursor.fileId);
    const cursorId = param(query.cursor.fileId);
    const cursorValue = (column: string) => `(SELECT ${column} FROM files WHERE bucket_id = $1 AND id = ${cursorId})`;
    // Strictly after the cursor row in scan order: a lexicographic comparison key by key.
    const alternatives = scanKeys.map((key, index) => {
      const equalBefore = scanKeys.slice(0, index).map((k) => `${k.column} = ${cursorValue(k.column)}`);
      const op = key.direction === 'ASC' ? '>' : '<';
      return `(${[...equalBefore, `${key.column} ${op} ${cursorValue(key.column)}`].join(' AND ')})`;
    });
    scanWhere.push(`(${alternatives.join(' OR ')})`);
  }
  const orderSql = scanKeys.map((k) => `${k.column} ${k.direction}`).join(', ');
  const { rows } = await db.query(
    `SELECT ${COLUMNS} FROM files WHERE ${scanWhere.join(' AND ')} ORDER BY ${orderSql} LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`,
    params,
  );
  const files = rows.map(toFileRecord);
  if (backwards) files.reverse();

  let total = 0;
  if (withTotal) {
    const counted = await db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM (SELECT 1 FROM files WHERE ${baseWhere} LIMIT ${COUNT_LIMIT}) matching`,
      countParams,
    );
    total = Number(counted.rows[0]?.n ?? 0);
  }
  return { total, files };
}

function filterSql(filter: FileFilter, param: (value: unknown) => string): string {
  const column = COLUMN_OF[filter.attribute];
  const cast = CAST_OF[filter.attribute];
  const [first, second] = filter.values;
  const one = () => `${param(first)}::${cast}`;
  switch (filter.method) {
    case 'equal':
      return `${column} = ANY(${param(filter.values)}::${cast}[])`;
    case 'notEqual':
      return `NOT (${column} = ANY(${param(filter.values)}::${cast}[]))`;
    case 'lessThan':
      return `${column} < ${one()}`;
    case 'lessThanEqual':
      return `${column} <= ${one()}`;
    case 'greaterThan':
      return `${column} > ${one()}`;
    case 'greaterThanEqual':
      return `${column} >= ${one()}`;
    case 'between':
      return `${column} BETWEEN ${param(first)}::${cast} AND ${param(second)}::${cast}`;
    case 'startsWith':
    case 'endsWith':
    case 'contains':
      return `${column} ILIKE ${param(likePattern(filter.method, String(first)))}::text`;
    case 'search': {
      const words = String(first).toLowerCase().split(/\s+/).filter(Boolean);
      if (words.length === 0) return 'true';
      return words.map((word) => `strpos(lower(${column}), ${param(word)}::text) > 0`).join(' AND ');
    }
  }
}
