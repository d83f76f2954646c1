import type { FastifyInstance } from 'fastify';
import type { AnalyticsEvent } from '@pura/core/schemas/analytics-events';
import { publishedVersion } from '../quizzes/live-quizzes.ts';

/**
 * Why an event does not fit the quiz version it names, or null. Core's schema checks version 1
 * (docs/product.md's quizzes); a later version's questions and answers are the owner's, so they
 * are checked here against the stored version, which must be published (live or retired).
 */
export async function quizVersionProblem(app: FastifyInstance, event: AnalyticsEvent): Promise<string | null> {
  if (!event.quiz || event.quizVersion === undefined || event.quizVersion === 1) return null;
  const stored = await publishedVersion(app, event.quiz, event.quizVersion);
  if (!stored) return `Invalid \`quizVersion\` param: version ${event.quizVersion} of the ${event.quiz} quiz is not published`;
  if (event.name !== 'quiz_question_answered' && event.name !== 'quiz_abandoned') return null;
  const { questionId } = event.properties;
  const question = stored.definition.questions.find((candidate) => candidate.id === questionId);
  if (!question)
    return `Invalid \`properties.questionId\` param: Question ${questionId} is not part of version ${event.quizVersion} of the ${event.quiz} quiz`;
  if (event.name === 'quiz_abandoned') return null;
  const { answerId, mapping } = event.properties;
  if (!question.answers.some((answer) => answer.id === answerId && answer.mapping === mapping)) {
    return `Invalid \`properties.answerId\` param: Answer ${answerId} with mapping ${mapping} is not an answer of question ${questionId}`;
  }
  return null;
}
