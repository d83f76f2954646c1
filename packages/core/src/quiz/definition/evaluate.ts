/**
 * The one quiz engine (decision 025): a definition and a shopper's answers in, the routine out, in the
 * shape the result screens read. Pure and synchronous, so the quiz answers instantly in the
 * browser, and the same code proves every combination on the server.
 */
import type { QuizAnswers, QuizMapping } from '../questions.ts';
import type { HaircareRecommendation, HaircareResult, QuizResult, Recommendation, SkincareResult } from '../recommend.ts';
import type { ConditionDefinition, HaircareDefinition, QuizDefinition, SkincareDefinition } from './schema.ts';

/** Each question's answer id as the rules see it: the chosen one, or the question's default. */
export type ResolvedAnswers = ReadonlyMap<string, string>;

/**
 * Resolves `answers` against `definition`: an unanswered question, or one answered with an id the
 * definition does not know (an old link, tampered storage), takes its default answer.
 */
export function resolveAnswers(definition: QuizDefinition, answers: QuizAnswers): ResolvedAnswers {
  const resolved = new Map<string, string>();
  for (const question of definition.questions) {
    const chosen = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
    const known = question.answers.some((answer) => answer.id === chosen);
    resolved.set(question.id, known && chosen !== undefined ? chosen : question.defaultAnswer);
  }
  return resolved;
}

function holds(condition: ConditionDefinition, resolved: ResolvedAnswers): boolean {
  const answer = resolved.get(condition.question);
  switch (condition.op) {
    case 'equals':
      return answer === condition.answer;
    case 'one-of':
      return answer !== undefined && condition.answers.includes(answer);
    case 'any':
      return true;
  }
}

/** One filled slot of one section. */
export interface SlotPick extends Recommendation {
  readonly section: string;
  readonly slot: string;
  /** Which of the slot's rules matched, so the coverage check can tell a rule no one reaches. */
  readonly ruleIndex: number;
}

/** What the first matching rule of every slot recommends, in section and slot order; empty slots left out. */
export function pickProducts(definition: QuizDefinition, resolved: ResolvedAnswers): SlotPick[] {
  const picks: SlotPick[] = [];
  for (const section of definition.sections) {
    for (const slot of section.slots) {
      const ruleIndex = slot.rules.findIndex((candidate) => candidate.when.every((condition) => holds(condition, resolved)));
      const rule = slot.rules[ruleIndex];
      if (rule) picks.push({ section: section.id, slot: slot.id, ruleIndex, productId: rule.product, reason: rule.reason });
    }
  }
  return picks;
}

/** The distinct mappings of the concern questions' answers, 'None' left out: the greeting's concerns. */
function concernsOf(definition: QuizDefinition, resolved: ResolvedAnswers): QuizMapping[] {
  const concerns: QuizMapping[] = [];
  for (const questionId of definition.concernQuestions) {
    const question = definition.questions.find((candidate) => candidate.id === questionId);
    const mapping = question?.answers.find((answer) => answer.id === resolved.get(questionId))?.mapping;
    if (mapping !== undefined && mapping !== 'None' && !concerns.includes(mapping)) concerns.push(mapping);
  }
  return concerns;
}

const recommendationOf = ({ productId, reason }: SlotPick): Recommendation => ({ productId, reason });

function evaluateSkincare(definition: SkincareDefinition, answers: QuizAnswers): SkincareResult {
  const resolved = resolveAnswers(definition, answers);
  const picks = pickProducts(definition, resolved);
  const inSection = (id: string) => picks.filter((pick) => pick.section === id).map(recommendationOf);
  return {
    quiz: 'skincare',
    skincare: { am: inSection('am'), pm: inSection('pm'), weekly: inSection('weekly') },
    bodycare: inSection('bodycare'),
    lipcare: inSection('lipcare'),
    primaryConcerns: concernsOf(definition, resolved),
  };
}

function evaluateHaircare(definition: HaircareDefinition, answers: QuizAnswers): HaircareResult {
  const resolved = resolveAnswers(definition, answers);
  const haircare = pickProducts(definition, resolved).map((pick): HaircareRecommendation => ({
    slot: pick.slot as HaircareRecommendation['slot'],
    ...recommendationOf(pick),
  }));
  return { quiz: 'haircare', haircare, primaryConcerns: concernsOf(definition, resolved) };
}

/** The routine `definition` recommends for `answers`. */
export function evaluateQuiz(definition: QuizDefinition, answers: QuizAnswers): QuizResult {
  return definition.quiz === 'skincare' ? evaluateSkincare(definition, answers) : evaluateHaircare(definition, answers);
}
