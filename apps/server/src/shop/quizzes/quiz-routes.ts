import type { FastifyPluginAsync } from 'fastify';
import { AppwriteError } from '../../infra/errors.ts';
import { QUIZ_KINDS, publishedVersion, quizNamed, versionNamed } from './live-quizzes.ts';

const versionNotAvailable = () => new AppwriteError('quiz_version_not_found', 'This version of the quiz is not available.');

/**
 * The public quiz routes (docs/quizzes.md, no sign-in): the live version of a quiz, a published
 * version a share link names (live or retired; a draft is the owner's own), and the whole
 * routines the live versions can recommend, for the cart page's routine discount.
 */
export const quizRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { quiz: string } }>('/quizzes/:quiz', async (request, reply) => {
    const quiz = quizNamed(request.params.quiz);
    const live = (await app.liveQuizzes.current()).versions[quiz];
    void reply.header('cache-control', 'no-cache');
    return { quiz, version: live.version, definition: live.definition };
  });

  app.get<{ Params: { quiz: string; version: string } }>('/quizzes/:quiz/versions/:version', async (request, reply) => {
    const quiz = quizNamed(request.params.quiz);
    const version = versionNamed(request.params.version);
    if (version === null) throw versionNotAvailable();
    const stored = await publishedVersion(app, quiz, version);
    if (!stored) throw versionNotAvailable();
    // A published version never changes.
    void reply.header('cache-control', 'public, max-age=86400, immutable');
    return { quiz, version, definition: stored.definition };
  });

  app.get('/quiz-routines', async (_request, reply) => {
    const live = await app.liveQuizzes.current();
    void reply.header('cache-control', 'no-cache');
    return {
      versions: Object.fromEntries(QUIZ_KINDS.map((quiz) => [quiz, live.versions[quiz].version])),
      routines: live.routines(),
    };
  });
};
