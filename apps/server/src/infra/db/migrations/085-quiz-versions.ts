import type { Migration } from '../migrate.ts';

/**
 * Quiz versions (decision 025): each quiz's definitions as data, one row per version.
 * A version is a draft while the owner edits it, live once published and retired when the next
 * one is published; retired versions stay readable for share links made under them. At most one
 * draft and one live row per quiz (the server keeps exactly one live: version 1, the
 * defaults, is stored on first start). A trigger NOTIFYs when a live or retired row changes, so
 * every instance reloads the live definitions; draft saves notify nobody. `published_by` outlives
 * a deleted account as `published_by_email`.
 */
export const quizVersions: Migration = {
  id: '085-quiz-versions',
  sql: `
CREATE TABLE quiz_versions (
  quiz text NOT NULL CHECK (quiz IN ('skincare', 'haircare')),
  version integer NOT NULL CHECK (version >= 1),
  definition jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('draft', 'live', 'retired')),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text REFERENCES users(id) ON DELETE SET NULL,
  published_at timestamptz,
  published_by text REFERENCES users(id) ON DELETE SET NULL,
  published_by_email text,
  PRIMARY KEY (quiz, version),
  CHECK ((status = 'draft') = (published_at IS NULL))
);

CREATE UNIQUE INDEX quiz_versions_one_draft ON quiz_versions (quiz) WHERE status = 'draft';
CREATE UNIQUE INDEX quiz_versions_one_live ON quiz_versions (quiz) WHERE status = 'live';

CREATE FUNCTION pura_notify_quiz_version_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP <> 'INSERT' AND OLD.status <> 'draft') OR (TG_OP <> 'DELETE' AND NEW.status <> 'draft') THEN
    PERFORM pg_notify('pura_quiz_versions', '');
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER pura_quiz_version_change AFTER INSERT OR UPDATE OR DELETE ON quiz_versions
  FOR EACH ROW EXECUTE FUNCTION pura_notify_quiz_version_change();
`,
};
