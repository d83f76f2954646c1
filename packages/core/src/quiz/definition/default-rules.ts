/**
 * Small builders the default definitions are written with, so the data reads as a table: a
 * condition, a rule, a question with its default. They build plain definition objects and hold
 * no logic of their own.
 */
import type { QuizQuestion } from '../questions.ts';
import type { ConditionDefinition, QuestionDefinition, RuleDefinition } from './schema.ts';

/** The question `question` was answered (or defaults to) `answer`. */
export const is = (question: string, answer: string): ConditionDefinition => ({ op: 'equals', question, answer });

/** Recommend `product` when every condition holds, giving the reason in English and German. */
export const rule = (when: ConditionDefinition[], product: string, en: string, de: string): RuleDefinition => ({
  when,
  product,
  reason: { en, de },
});

/** A question of questions.ts as definition data, with docs/product.md §9's default for when it is unanswered. */
export const withDefault = (question: QuizQuestion, defaultAnswer: string): QuestionDefinition => ({
  id: question.id,
  section: question.section,
  optional: question.optional,
  text: { ...question.text },
  answers: question.answers.map((answer) => ({ id: answer.id, text: { ...answer.text }, mapping: answer.mapping })),
  defaultAnswer,
});
