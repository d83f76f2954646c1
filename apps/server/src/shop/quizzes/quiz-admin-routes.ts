import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppwriteError } from '../../infra/errors.ts';
import { requireAdmin } from '../admin/admin-guard.ts';
import { QUIZ_KINDS, quizNamed, versionNamed } from './live-quizzes.ts';
import { publishDraft } from './publish-quiz.ts';
import { draftBody, loadDraft, saveDraft } from './quiz-drafts.ts';
import type { ZodTypeProvider } from '../../http/route-schemas.ts';
import { deleteDraft, listVersions, readVersion } from './quiz-store.ts';

/**
 * /api/admin/quizzes (docs/quizzes.md): the studio's reads and writes of quiz versions. Mounted
 * inside the admin routes, so every one of them is behind requireAdmin.
 */
export const quizAdminRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  app.get('/quizzes', async () => {
    const versions = await listVersions(app.db);
    return {
      quizzes: QUIZ_KINDS.map((quiz) => {
        const own = versions.filter((version) => version.quiz === quiz);
        const live = own.find((version) => version.status === 'live');
        const draft = own.find((version) => version.status === 'draft');
        return {
          quiz,
          live: live ? { version: live.version, publishedAt: live.publishedAt, publishedBy: live.publishedBy } : null,
          draft: draft ? { version: draft.version, updatedAt: draft.updatedAt } : null,
          versions: own.map(({ version, status, publishedAt }) => ({ version, status, publishedAt })),
        };
      }),
    };
  });

  app.get<{ Params: { quiz: string } }>('/quizzes/:quiz/draft', async (request) => loadDraft(app, quizNamed(request.params.quiz)));

  app.put('/quizzes/:quiz/draft', { schema: { params: z.object({ quiz: z.string() }), body: draftBody } }, async (request) =>
    saveDraft(app, quizNamed(request.params.quiz), await requireAdmin(request), request.body.definition),
  );

  app.delete<{ Params: { quiz: string } }>('/quizzes/:quiz/draft', async (request, reply) => {
    await deleteDraft(app.db, quizNamed(request.params.quiz));
    return reply.code(204).send();
  });

  app.post<{ Params: { quiz: string } }>('/quizzes/:quiz/publish', async (request) =>
    publishDraft(app, quizNamed(request.params.quiz), await requireAdmin(request)),
  );

  app.get<{ Params: { quiz: string; version: string } }>('/quizzes/:quiz/versions/:version', async (request) => {
    const quiz = quizNamed(request.params.quiz);
    const number = versionNamed(request.params.version);
    const version = number === null ? null : await readVersion(app.db, quiz, number);
    if (!version) throw new AppwriteError('quiz_version_not_found', 'This version of the quiz is not available.');
    return { quiz, version: version.version, status: version.status, definition: version.definition };
  });
};
