import type { FastifyInstance } from 'fastify';
import { canBeSoldNow } from '@pura/core/catalogue/availability';
import { type CatalogueView, type CoverageProblem, checkCoverage } from '@pura/core/quiz/definition/coverage';
import type { QuizDefinition } from '@pura/core/quiz/definition/schema';
import type { QuizKind } from '@pura/core/quiz/questions';
import { serverDocuments } from '../../appwrite/databases/server-documents.ts';
import type { UserRecord } from '../../appwrite/identity/identity-store.ts';
import { AppwriteError } from '../../infra/errors.ts';
import { lockLiveVersion, makeDraftLive, readDraft } from './quiz-store.ts';

/** What a publish answers: the new live version, and the warnings that did not block it. */
export interface PublishedQuiz {
  version: number;
  publishedAt: string;
  warnings: readonly CoverageProblem[];
}

// Appwrite's equal() takes a bounded list of values; a definition names a few dozen products.
const IDS_PER_QUERY = 100;

/** The catalogue as the coverage check sees the products `definition` names: id → whether it can be sold now. */
async function catalogueFor(app: FastifyInstance, definition: QuizDefinition): Promise<CatalogueView> {
  const ids = [
    ...new Set(definition.sections.flatMap((section) => section.slots.flatMap((slot) => slot.rules.map((rule) => rule.product)))),
  ];
  const catalogue = new Map<string, { inStock: boolean }>();
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    const chunk = ids.slice(start, start + IDS_PER_QUERY);
    const { documents } = await serverDocuments(app).list(
      'products',
      [
        { method: 'equal', attribute: '$id', values: chunk },
        { method: 'limit', values: [chunk.length] },
      ],
      { total: false },
    );
    for (const product of documents) catalogue.set(product.$id, { inStock: canBeSoldNow(product.price, product.stock) });
  }
  return catalogue;
}

const PROBLEMS_NAMED = 3;

/**
 * Publishes the quiz's draft (docs/quizzes.md): the coverage check runs on the server against the
 * live catalogue, and any error answers 409 and changes nothing. Otherwise, in one transaction,
 * the draft becomes live and the live version retired, with who published it and when; every
 * instance then serves it to new visitors (the table's NOTIFY, and this instance at once).
 */
export async function publishDraft(app: FastifyInstance, quiz: QuizKind, admin: UserRecord): Promise<PublishedQuiz> {
  const draft = await readDraft(app.db, quiz);
  if (!draft) throw new AppwriteError('quiz_draft_not_found', 'There is no draft of this quiz to publish.');
  const { errors, warnings } = checkCoverage(draft.definition, await catalogueFor(app, draft.definition));
  if (errors.length > 0) {
    const named = errors
      .slice(0, PROBLEMS_NAMED)
      .map((problem) => problem.message)
      .join('; ');
    const more = errors.length > PROBLEMS_NAMED ? `; and ${errors.length - PROBLEMS_NAMED} more` : '';
    throw new AppwriteError('quiz_coverage_failed', `The draft cannot be published: ${errors.length} problem(s): ${named}${more}.`);
  }
  const published = await app.db.transaction(async (tx) => {
    await lockLiveVersion(tx, quiz);
    const current = await readDraft(tx, quiz, { forUpdate: true });
    // Saved again (or discarded) while it was being checked: what was checked is not what would go live.
    if (current?.updatedAt !== draft.updatedAt || current.version !== draft.version) {
      throw new AppwriteError('document_update_conflict', 'The draft changed while it was being published. Please publish it again.');
    }
    return makeDraftLive(tx, quiz, { id: admin.id, email: admin.email ?? admin.name });
  });
  app.liveQuizzes.changed();
  app.log.info({ quiz, version: published.version, publishedBy: admin.id }, 'quiz version published');
  return { version: published.version, publishedAt: published.publishedAt ?? new Date().toISOString(), warnings };
}
