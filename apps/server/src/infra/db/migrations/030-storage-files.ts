import type { Migration } from '../migrate.ts';

/**
 * Files of the code-declared buckets (appwrite/storage/buckets.ts) and the bookkeeping of chunked
 * uploads in progress. The bytes live in the blob store (DATA_DIR/files or S3) under `blob_path`.
 */
export const storageFiles: Migration = {
  id: '030-storage-files',
  sql: `
CREATE TABLE files (
  bucket_id text NOT NULL,
  id text NOT NULL,
  seq bigserial UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  permissions text[] NOT NULL DEFAULT '{}',
  name text NOT NULL,
  folder text NOT NULL DEFAULT '',
  signature text NOT NULL DEFAULT '',
  mime_type text NOT NULL DEFAULT '',
  size_original bigint NOT NULL CHECK (size_original > 0),
  size_actual bigint NOT NULL DEFAULT 0 CHECK (size_actual >= 0),
  chunks_total integer NOT NULL CHECK (chunks_total >= 1),
  chunks_uploaded integer NOT NULL DEFAULT 0 CHECK (chunks_uploaded BETWEEN 0 AND chunks_total),
  complete boolean NOT NULL DEFAULT false,
  blob_path text NOT NULL,
  PRIMARY KEY (bucket_id, id)
);

CREATE INDEX files_bucket_seq ON files (bucket_id, seq);
CREATE INDEX files_bucket_name ON files (bucket_id, name);
CREATE INDEX files_bucket_created ON files (bucket_id, created_at);
CREATE INDEX files_incomplete ON files (updated_at) WHERE NOT complete;

CREATE TABLE file_chunks (
  bucket_id text NOT NULL,
  file_id text NOT NULL,
  chunk_index integer NOT NULL CHECK (chunk_index >= 1),
  size integer NOT NULL CHECK (size > 0),
  PRIMARY KEY (bucket_id, file_id, chunk_index),
  FOREIGN KEY (bucket_id, file_id) REFERENCES files (bucket_id, id) ON DELETE CASCADE
);
`,
};
