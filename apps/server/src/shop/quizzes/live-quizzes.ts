import type { FastifyInstance } from 'fastify';
import { defaultDefinitions } from '@pura/core/quiz/definition/defaults';
import { enumerateRoutines } from '@pura/core/quiz/routines';
import type { QuizKind } from '@pura/core/quiz/questions';
import { CachedUntilChanged, listenForChanges } from '../../infra/db/change-listener.ts';
import { AppwriteError } from '../../infra/errors.ts';
import type { Queryable } from '../../infra/db/database.ts';
import { type StoredQuizVersion, insertFirstVersions, readLiveVersions, readVersion } from './quiz-store.ts';

/** The channel migration 085's trigger notifies on when a live or retired version changes. */
export const QUIZ_VERSIONS_CHANNEL = 'pura_quiz_versions';

/** The quizzes, in the order they are listed. */
export const QUIZ_KINDS: readonly QuizKind[] = ['skincare', 'haircare'];

/** The quiz a path names, or 404. */
export function quizNamed(name: string): QuizKind {
  const quiz = QUIZ_KINDS.find((kind) => kind === name);
  if (!quiz) throw new AppwriteError('general_not_found', 'There is no such quiz. The quizzes are skincare and haircare.');
  return quiz;
}

/** The version number a path names (digits only), or null. */
export function versionNamed(text: string): number | null {
  return /^[1-9][0-9]{0,8}$/.test(text) ? Number(text) : null;
}

/** What new visitors get: each quiz's live version, and the whole routines those versions can recommend. */
export interface LiveQuizzes {
  readonly versions: Readonly<Record<QuizKind, StoredQuizVersion>>;
  /** Every routine the live versions can recommend, as sorted product ids (core's enumerateRoutines); computed on first use. */
  routines(): readonly string[][];
}

declare module 'fastify' {
  interface FastifyInstance {
    liveQuizzes: CachedUntilChanged<LiveQuizzes>;
  }
}

/** Stores docs/product.md's quizzes as live version 1 of each quiz that has no version: a new database. */
export async function storeFirstQuizVersions(db: Queryable): Promise<void> {
  await insertFirstVersions(db, Object.values(defaultDefinitions));
}

/**
 * Loads the live versions. A published version never changes, so one loaded before is kept as the
 * same object (in `loaded`): a publish of one quiz does not enumerate the other's routines again.
 */
async function loadLiveQuizzes(db: Queryable, loaded: Map<string, StoredQuizVersion>): Promise<LiveQuizzes> {
  let live = await readLiveVersions(db);
  if (live.length < QUIZ_KINDS.length) {
    await storeFirstQuizVersions(db);
    live = await readLiveVersions(db);
  }
  const versions = Object.fromEntries(
    QUIZ_KINDS.map((quiz) => {
      const row = live.find((candidate) => candidate.quiz === quiz);
      if (!row) throw new Error(`quiz ${quiz} has no live version`);
      const key = `${quiz}@${row.version}`;
      if (!loaded.has(key)) loaded.set(key, row);
      return [quiz, loaded.get(key)];
    }),
  ) as Record<QuizKind, StoredQuizVersion>;
  let routines: readonly string[][] | undefined;
  return {
    versions,
    routines: () => (routines ??= enumerateRoutines(QUIZ_KINDS.map((quiz) => versions[quiz].definition))),
  };
}

/** A published version (live, from memory, or retired), or null for a draft or a version that does not exist. */
export async function publishedVersion(app: FastifyInstance, quiz: QuizKind, version: number): Promise<StoredQuizVersion | null> {
  const live = (await app.liveQuizzes.current()).versions[quiz];
  const stored = live.version === version ? live : await readVersion(app.db, quiz, version);
  return stored && stored.status !== 'draft' ? stored : null;
}

/**
 * The live quiz versions in memory (docs/quizzes.md): quiz pages, the routines list and every
 * checkout read them, so they cost no query, and their routines are enumerated once per publish.
 * A publish applies at once on every instance: the table's trigger NOTIFYs and each instance
 * drops its copy, as the shop settings do.
 */
export function installLiveQuizzes(app: FastifyInstance): void {
  const loaded = new Map<string, StoredQuizVersion>();
  const cache = new CachedUntilChanged(() => loadLiveQuizzes(app.db, loaded));
  app.decorate('liveQuizzes', cache);
  listenForChanges(app, QUIZ_VERSIONS_CHANNEL, cache, () => cache.changed());
}
