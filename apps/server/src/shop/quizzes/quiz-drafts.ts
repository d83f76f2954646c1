import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { draftOf } from '@pura/core/quiz/definition/drafts';
import { type QuizDefinition, quizDefinitionSchema } from '@pura/core/quiz/definition/schema';
import type { QuizKind } from '@pura/core/quiz/questions';
import type { UserRecord } from '../../appwrite/identity/identity-store.ts';
import { invalidArgument } from '../../infra/errors.ts';
import { type StoredQuizVersion, lockLiveVersion, readDraft, writeDraft } from './quiz-store.ts';

/** The draft as the studio edits it; `saved: false` is a copy of the live version not stored yet. */
export interface QuizDraft {
  version: number;
  definition: QuizDefinition;
  updatedAt: string | null;
  saved: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The body of PUT /api/admin/quizzes/:quiz/draft: `{ definition }`, checked with core's
 * quizDefinitionSchema (structure and references; empty texts are allowed until publishing).
 * The number is the server's to give, so any sent one is set aside: a valid one lets validation
 * speak of the rest.
 */
export const draftBody = z.object({
  definition: z.preprocess((definition) => (isRecord(definition) ? { ...definition, version: 1 } : definition), quizDefinitionSchema),
});

const savedDraft = (stored: StoredQuizVersion): QuizDraft => ({
  version: stored.version,
  definition: stored.definition,
  updatedAt: stored.updatedAt,
  saved: true,
});

/** The stored draft, or a copy of the live version numbered as the next one. */
export async function loadDraft(app: FastifyInstance, quiz: QuizKind): Promise<QuizDraft> {
  const stored = await readDraft(app.db, quiz);
  if (stored) return savedDraft(stored);
  const live = (await app.liveQuizzes.current()).versions[quiz];
  const version = live.version + 1;
  return { version, definition: { ...draftOf(live.definition), version }, updatedAt: null, saved: false };
}

/**
 * Saves the draft the studio sent (draftBody) for the quiz the path names, numbered live + 1
 * whatever number it carries.
 */
export async function saveDraft(app: FastifyInstance, quiz: QuizKind, admin: UserRecord, definition: QuizDefinition): Promise<QuizDraft> {
  if (definition.quiz !== quiz) throw invalidArgument('definition.quiz', `must be '${quiz}', the quiz this draft belongs to`);
  const stored = await app.db.transaction(async (tx) => {
    const version = (await lockLiveVersion(tx, quiz)) + 1;
    return writeDraft(tx, { ...definition, version }, admin.id);
  });
  return savedDraft(stored);
}
