import { z } from 'zod';
import { languageSchema, quizKindSchema, quizMappingSchema, quizQuestions } from '../quiz/questions.ts';
import { productIdSchema } from './cart.ts';
import { STORABLE_TEXT_RULE, isStorableText } from './storable-text.ts';

/**
 * The funnel events of docs/product.md §7 'Analytics events', as the browser sends them to
 * POST /api/events (and, same names and properties, to a tag function when one exists). One
 * schema: the web client builds events typed by it and the server validates them with it.
 * Every field is bounded so a hostile client cannot store more than a few hundred bytes per event.
 */

/** Event names; a closed list (anything else is rejected). */
export const analyticsEventNameSchema = z.enum([
  'quiz_started',
  'quiz_question_answered',
  'quiz_completed',
  'add_to_cart',
  'quiz_abandoned',
]);

/** One event name. */
export type AnalyticsEventName = z.infer<typeof analyticsEventNameSchema>;

/** Random id of one quiz run, made by the browser when the quiz starts (not a login session). */
export const analyticsSessionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'sessionId must be 8–64 letters, digits, hyphens or underscores');

/**
 * A quiz question id. Version 1's questions are checked by name below; a later version's are its
 * owner's, which the server checks against the stored version.
 */
const questionIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'questionId must be lower-case letters, digits and dashes')
  .max(64);

/**
 * The quiz version a run answers (docs/quizzes.md). Events sent before quizzes had versions carry
 * none: they are version 1, docs/product.md's quizzes.
 */
export const quizVersionSchema = z.number().int().min(1).max(1_000_000);

/** Longest quiz run an event may report; anything longer is a stuck tab, not a measurement. */
export const MAX_QUIZ_SECONDS = 24 * 60 * 60;

const UNSTORABLE = `Value ${STORABLE_TEXT_RULE}`;
const answerId = z.string().min(1).max(64).refine(isStorableText, UNSTORABLE);
const euros = (max: number) => z.number().min(0).max(max);

const quizRun = { quiz: quizKindSchema, quizVersion: quizVersionSchema.optional(), sessionId: analyticsSessionIdSchema };

const quizStarted = z.strictObject({
  name: z.literal('quiz_started'),
  ...quizRun,
  properties: z.strictObject({ language: languageSchema }),
});

const questionAnswered = z.strictObject({
  name: z.literal('quiz_question_answered'),
  ...quizRun,
  properties: z.strictObject({ questionId: questionIdSchema, answerId, mapping: quizMappingSchema }),
});

const quizCompleted = z.strictObject({
  name: z.literal('quiz_completed'),
  ...quizRun,
  properties: z.strictObject({
    seconds: z.number().int().min(0).max(MAX_QUIZ_SECONDS),
    language: languageSchema,
  }),
});

/** A single product added: its name and price in euros (docs/product.md §7). */
const productAdded = z.strictObject({
  productId: productIdSchema,
  name: z.string().min(1).max(128).refine(isStorableText, UNSTORABLE),
  price: euros(1_000_000),
});

/** A complete routine added: how many distinct products and the routine's price after discount. */
const routineAdded = z.strictObject({
  count: z.number().int().min(1).max(100),
  total: euros(10_000_000),
});

const addToCart = z.strictObject({
  name: z.literal('add_to_cart'),
  // A product page adds to the cart outside any quiz run, so both are optional here.
  quiz: quizKindSchema.optional(),
  quizVersion: quizVersionSchema.optional(),
  sessionId: analyticsSessionIdSchema.optional(),
  properties: z.union([productAdded, routineAdded]),
});

const quizAbandoned = z.strictObject({
  name: z.literal('quiz_abandoned'),
  ...quizRun,
  properties: z.strictObject({
    questionId: questionIdSchema,
    /** 0-based index of the question on screen when the shopper left. */
    questionIndex: z.number().int().min(0).max(19),
    answeredCount: z.number().int().min(0).max(20),
    seconds: z.number().int().min(0).max(MAX_QUIZ_SECONDS),
  }),
});

/**
 * One analytics event. Beyond shapes it checks, for version 1, that a question belongs to the
 * event's quiz and that the answer and mapping are that question's, so the funnel never counts
 * impossible answers; the server checks later versions against what it stored.
 */
export const analyticsEventSchema = z
  .discriminatedUnion('name', [quizStarted, questionAnswered, quizCompleted, addToCart, quizAbandoned])
  .superRefine((event, context) => {
    if (event.name !== 'quiz_question_answered' && event.name !== 'quiz_abandoned') return;
    if ((event.quizVersion ?? 1) !== 1) return;
    const question = quizQuestions[event.quiz].find((q) => q.id === event.properties.questionId);
    if (!question) {
      context.addIssue({
        code: 'custom',
        path: ['properties', 'questionId'],
        message: `Question ${event.properties.questionId} is not part of the ${event.quiz} quiz`,
      });
      return;
    }
    if (event.name === 'quiz_abandoned') return;
    const answer = question.answers.find((a) => a.id === event.properties.answerId);
    if (!answer || answer.mapping !== event.properties.mapping) {
      context.addIssue({
        code: 'custom',
        path: ['properties', 'answerId'],
        message: `Answer ${event.properties.answerId} with mapping ${event.properties.mapping} is not an answer of question ${question.id}`,
      });
    }
  });

/** A valid analytics event. */
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
