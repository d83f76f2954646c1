/**
 * A quiz as data (decision 025): its questions and answers, and for every slot of its result sections
 * an ordered list of rules naming the product to recommend. The engine (evaluate.ts) reads only
 * this, so an owner's edit to a definition changes the quiz without a developer.
 *
 * The sections and the slots of haircare are fixed, because the result screens lay them out by
 * name (docs/product.md §2); what fills a slot, and whether it is filled at all, is data. Texts may be
 * empty here so a draft can be saved half-written; the coverage check (coverage.ts) reports an
 * empty text as an error that blocks publishing.
 */
import { z } from 'zod';
import { quizMappingSchema, quizSectionSchema } from '../questions.ts';

const idSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and dashes')
  .max(64);

/** A text in both quiz languages. */
export const localizedTextSchema = z.object({ en: z.string().max(2000), de: z.string().max(2000) });

/** One single-choice answer; `mapping` is the concern category analytics and the greeting read. */
export const answerDefinitionSchema = z.object({
  id: idSchema,
  text: localizedTextSchema,
  mapping: quizMappingSchema,
});

/**
 * One question. `defaultAnswer` is what the rules see when the question is left unanswered
 * (skipped, or an id a stale link no longer knows) — docs/product.md §9's defaults.
 */
export const questionDefinitionSchema = z.object({
  id: idSchema,
  section: quizSectionSchema,
  optional: z.boolean(),
  text: localizedTextSchema,
  answers: z.array(answerDefinitionSchema).min(1).max(35),
  defaultAnswer: idSchema,
});

/**
 * A condition on one question's (resolved) answer: it is exactly `answer`, it is one of
 * `answers`, or anything at all. A rule's conditions must all hold.
 */
export const conditionSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('equals'), question: idSchema, answer: idSchema }),
  z.object({ op: z.literal('one-of'), question: idSchema, answers: z.array(idSchema).min(1) }),
  z.object({ op: z.literal('any'), question: idSchema }),
]);

/** When every condition holds, `product` fills the slot and `reason` is shown with it. */
export const ruleSchema = z.object({
  when: z.array(conditionSchema),
  product: z.string().min(1).max(64),
  reason: localizedTextSchema,
});

/** A place in a result section; its first matching rule fills it, and with none it stays empty. */
export const slotDefinitionSchema = z.object({ id: idSchema, rules: z.array(ruleSchema) });

/** Where a haircare product sits on the result screen ('Wash Day Routine' or 'Styling & Treatment'). */
export const haircareSlotSchema = z.enum(['shampoo', 'conditioner', 'mask', 'scalp', 'leave-in']);

/** The skincare result sections, in screen order; bodycare and lipcare show together as 'Body & Lip Essentials'. */
export const skincareSectionIdSchema = z.enum(['am', 'pm', 'weekly', 'bodycare', 'lipcare']);

/** The haircare result sections: 'Wash Day Routine' and 'Styling & Treatment'. */
export const haircareSectionIdSchema = z.enum(['wash-day', 'styling']);

/**
 * A result section. `required` says that every way of answering must put at least one product in
 * it, which the coverage check proves before publishing.
 */
const sectionDefinitionSchema = <Id extends z.ZodType<string>, Slot extends z.ZodType<string>>(id: Id, slot: Slot) =>
  z.object({ id, required: z.boolean(), slots: z.array(slotDefinitionSchema.extend({ id: slot })) });

const definitionBase = {
  version: z.number().int().min(1),
  questions: z.array(questionDefinitionSchema).min(1).max(20),
  /** The questions whose answers' mappings are "your primary concerns" on the results greeting. */
  concernQuestions: z.array(idSchema),
};

/** The skincare quiz as data. */
export const skincareDefinitionSchema = z.object({
  quiz: z.literal('skincare'),
  ...definitionBase,
  sections: z.array(sectionDefinitionSchema(skincareSectionIdSchema, idSchema)),
});

/** The haircare quiz as data; its slots are the fixed ones the result screen groups by. */
export const haircareDefinitionSchema = z.object({
  quiz: z.literal('haircare'),
  ...definitionBase,
  sections: z.array(sectionDefinitionSchema(haircareSectionIdSchema, haircareSlotSchema)),
});

/**
 * Either quiz as data, with the cross-references checked: ids unique, every default answer, every
 * condition and every concern question names a question and answer that exist.
 */
export const quizDefinitionSchema = z
  .discriminatedUnion('quiz', [skincareDefinitionSchema, haircareDefinitionSchema])
  .superRefine((definition, context) => {
    for (const problem of referenceProblems(definition)) context.addIssue({ code: 'custom', ...problem });
  });

/** A quiz definition. */
export type QuizDefinition = z.infer<typeof quizDefinitionSchema>;
/** The skincare definition. */
export type SkincareDefinition = z.infer<typeof skincareDefinitionSchema>;
/** The haircare definition. */
export type HaircareDefinition = z.infer<typeof haircareDefinitionSchema>;
/** One question of a definition. */
export type QuestionDefinition = z.infer<typeof questionDefinitionSchema>;
/** A haircare slot. */
export type HaircareSlot = z.infer<typeof haircareSlotSchema>;
/** One rule of a slot. */
export type RuleDefinition = z.infer<typeof ruleSchema>;
/** One condition of a rule. */
export type ConditionDefinition = z.infer<typeof conditionSchema>;

interface ReferenceProblem {
  readonly path: (string | number)[];
  readonly message: string;
}

function referenceProblems(definition: QuizDefinition): ReferenceProblem[] {
  const problems: ReferenceProblem[] = [];
  const answersOf = new Map<string, Set<string>>();
  for (const [index, question] of definition.questions.entries()) {
    if (answersOf.has(question.id))
      problems.push({ path: ['questions', index, 'id'], message: `question id '${question.id}' is used twice` });
    const answerIds = new Set<string>();
    for (const [answerIndex, answer] of question.answers.entries()) {
      if (answerIds.has(answer.id)) {
        problems.push({ path: ['questions', index, 'answers', answerIndex, 'id'], message: `answer id '${answer.id}' is used twice` });
      }
      answerIds.add(answer.id);
    }
    if (!answerIds.has(question.defaultAnswer)) {
      problems.push({
        path: ['questions', index, 'defaultAnswer'],
        message: `'${question.defaultAnswer}' is not an answer of this question`,
      });
    }
    answersOf.set(question.id, answerIds);
  }
  for (const [index, questionId] of definition.concernQuestions.entries()) {
    if (!answersOf.has(questionId)) problems.push({ path: ['concernQuestions', index], message: `no question '${questionId}'` });
  }
  const sectionIds = new Set<string>();
  for (const [sectionIndex, section] of definition.sections.entries()) {
    if (sectionIds.has(section.id))
      problems.push({ path: ['sections', sectionIndex, 'id'], message: `section '${section.id}' is listed twice` });
    sectionIds.add(section.id);
    for (const [slotIndex, slot] of section.slots.entries()) {
      for (const [ruleIndex, rule] of slot.rules.entries()) {
        for (const [conditionIndex, condition] of rule.when.entries()) {
          const path = ['sections', sectionIndex, 'slots', slotIndex, 'rules', ruleIndex, 'when', conditionIndex];
          const answerIds = answersOf.get(condition.question);
          if (!answerIds) {
            problems.push({ path, message: `no question '${condition.question}'` });
            continue;
          }
          const named = condition.op === 'equals' ? [condition.answer] : condition.op === 'one-of' ? condition.answers : [];
          for (const answerId of named) {
            if (!answerIds.has(answerId)) problems.push({ path, message: `'${answerId}' is not an answer of '${condition.question}'` });
          }
        }
      }
    }
  }
  return problems;
}
