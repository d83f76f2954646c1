import { describe, expect, it } from 'vitest';
import { defaultDefinitions } from './defaults.ts';
import { draftOf } from './drafts.ts';
import { quizDefinitionSchema } from './schema.ts';

const messagesOf = (value: unknown) => quizDefinitionSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('quizDefinitionSchema', () => {
  it('refuses a condition naming an answer its question does not have', () => {
    const draft = draftOf(defaultDefinitions.haircare);
    draft.sections[0]?.slots[0]?.rules[0]?.when.push({ op: 'one-of', question: 'scalp-concern', answers: ['bald'] });
    expect(messagesOf(draft)).toEqual(["'bald' is not an answer of 'scalp-concern'"]);
  });

  it('refuses a condition or concern naming a question that does not exist', () => {
    const draft = draftOf(defaultDefinitions.haircare);
    draft.sections[1]?.slots[0]?.rules[0]?.when.push({ op: 'any', question: 'age' });
    draft.concernQuestions.push('age');
    expect(messagesOf(draft)).toEqual(["no question 'age'", "no question 'age'"]);
  });

  it('refuses duplicate ids and a default that is not an answer', () => {
    const draft = draftOf(defaultDefinitions.skincare);
    const question = draft.questions[0];
    if (question) {
      question.answers.push({ ...question.answers[0]!, text: { en: 'Again', de: 'Nochmal' } });
      question.defaultAnswer = 'greasy';
    }
    expect(messagesOf(draft)).toEqual(["answer id 'oily' is used twice", "'greasy' is not an answer of this question"]);
  });

  it('refuses a haircare slot the result screen does not know', () => {
    const draft = draftOf(defaultDefinitions.haircare) as unknown as { sections: { slots: { id: string }[] }[] };
    const slot = draft.sections[0]?.slots[0];
    if (slot) slot.id = 'serum';
    expect(quizDefinitionSchema.safeParse(draft).success).toBe(false);
  });
});
