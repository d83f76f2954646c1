import { Trash2 } from 'lucide-react';
import type { ConditionDefinition, QuestionDefinition } from '@pura/core/quiz/definition/schema';
import { Button } from '@/components/ui/button';
import { FieldMessage, type Messages, SelectField, Unseen, fieldId } from './fields';

const OPERATORS = { equals: 'equals', 'one-of': 'is one of', any: 'any answer' } as const;

/** A condition of the new kind on the same question, keeping what can be kept. */
function withOperator(condition: ConditionDefinition, op: ConditionDefinition['op'], firstAnswer: string): ConditionDefinition {
  const named = condition.op === 'equals' ? [condition.answer] : condition.op === 'one-of' ? condition.answers : [firstAnswer];
  if (op === 'equals') return { op, question: condition.question, answer: named[0] ?? firstAnswer };
  if (op === 'one-of') return { op, question: condition.question, answers: named };
  return { op, question: condition.question };
}

/** One condition of a rule: which question, how (equals, one of, any), and which answers. */
export function ConditionPicker({
  questions,
  path,
  name,
  condition,
  messages,
  onChange,
  onRemove,
}: {
  questions: readonly QuestionDefinition[];
  path: readonly (string | number)[];
  name: string;
  condition: ConditionDefinition;
  messages: Messages;
  onChange: (condition: ConditionDefinition) => void;
  onRemove: () => void;
}) {
  const question = questions.find((candidate) => candidate.id === condition.question);
  const answers = question?.answers ?? [];
  const firstAnswer = answers[0]?.id ?? '';
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-xl border border-sand/60 bg-white p-3">
      <div className="grid gap-2 sm:grid-cols-[1fr_10rem_1fr_auto] sm:items-end">
        <SelectField
          id={fieldId([...path, 'question'])}
          label={
            <>
              <Unseen>{name}:</Unseen> Question
            </>
          }
          value={condition.question}
          onChange={(questionId) => {
            const first = questions.find((candidate) => candidate.id === questionId)?.answers[0]?.id ?? '';
            onChange(
              condition.op === 'any'
                ? { op: 'any', question: questionId }
                : condition.op === 'equals'
                  ? { op: 'equals', question: questionId, answer: first }
                  : { op: 'one-of', question: questionId, answers: [first] },
            );
          }}
        >
          {questions.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.id}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={fieldId([...path, 'op'])}
          label={
            <>
              <Unseen>{name}:</Unseen> How
            </>
          }
          value={condition.op}
          onChange={(op) => onChange(withOperator(condition, op as ConditionDefinition['op'], firstAnswer))}
        >
          {Object.entries(OPERATORS).map(([op, label]) => (
            <option key={op} value={op}>
              {label}
            </option>
          ))}
        </SelectField>
        {condition.op === 'equals' ? (
          <SelectField
            id={fieldId([...path, 'answer'])}
            label={
              <>
                <Unseen>{name}:</Unseen> Answer
              </>
            }
            value={condition.answer}
            invalid={messages.has(path.join('.'))}
            onChange={(answer) => onChange({ ...condition, answer })}
          >
            {!answers.some((answer) => answer.id === condition.answer) && (
              <option value={condition.answer}>{condition.answer} (no such answer)</option>
            )}
            {answers.map((answer) => (
              <option key={answer.id} value={answer.id}>
                {answer.id}
              </option>
            ))}
          </SelectField>
        ) : condition.op === 'one-of' ? (
          <fieldset className="flex min-w-0 flex-col gap-1">
            <legend className="text-xs font-medium text-muted">
              <Unseen>{name}:</Unseen> Answers
            </legend>
            <div className="flex flex-wrap gap-x-3 gap-y-1">
              {answers.map((answer) => (
                <label key={answer.id} className="flex min-h-9 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-forest"
                    checked={condition.answers.includes(answer.id)}
                    onChange={(event) =>
                      onChange({
                        ...condition,
                        answers: event.target.checked
                          ? [...condition.answers, answer.id]
                          : condition.answers.filter((id) => id !== answer.id),
                      })
                    }
                  />
                  <span className="font-mono text-xs">{answer.id}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <p className="text-sm text-muted sm:pb-3">Holds for every answer.</p>
        )}
        <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${name}`} onClick={onRemove}>
          <Trash2 aria-hidden />
        </Button>
      </div>
      <FieldMessage path={path} messages={messages} />
      <FieldMessage path={[...path, 'answers']} messages={messages} />
    </div>
  );
}
