import { Plus, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { type QuizMapping, quizMappingSchema } from '@pura/core/quiz/questions';
import type { QuestionDefinition, QuizDefinition } from '@pura/core/quiz/definition/schema';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import {
  FieldMessage,
  LocalizedFields,
  type Messages,
  MoveButtons,
  SelectField,
  Unseen,
  described,
  fieldId,
  messagesUnder,
  move,
} from './fields';

type Update = (change: (definition: QuizDefinition) => void) => void;

/** The quiz's questions in order, each with its texts, optional flag, default answer and answers. */
export function QuestionsEditor({
  questions,
  messages,
  update,
}: {
  questions: readonly QuestionDefinition[];
  messages: Messages;
  update: Update;
}) {
  return (
    <ol className="flex flex-col gap-5">
      {questions.map((question, index) => (
        <QuestionCard key={index} question={question} index={index} count={questions.length} messages={messages} update={update} />
      ))}
    </ol>
  );
}

interface QuestionCardProps {
  question: QuestionDefinition;
  index: number;
  count: number;
  messages: Messages;
  update: Update;
}

const QuestionCard = memo(
  function QuestionCard({ question, index, count, messages, update }: QuestionCardProps) {
    const path = ['questions', index] as const;
    const edit = (change: (question: QuestionDefinition) => void) => update((draft) => change(draft.questions[index]!));
    return (
      <li className="flex min-w-0 flex-col gap-4 rounded-[var(--radius-card)] border border-sand/70 bg-white/70 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 className="text-base font-semibold text-forest">
            Question {index + 1} <span className="font-mono text-sm font-normal text-muted">{question.id}</span>
          </h4>
          <MoveButtons
            listPath={['questions']}
            name={`question ${index + 1}`}
            index={index}
            count={count}
            onMove={(to) => update((draft) => move(draft.questions, index, to))}
          />
        </div>
        <LocalizedFields
          path={[...path, 'text']}
          label={`Question ${index + 1}`}
          value={question.text}
          messages={messages}
          onChange={(language, text) => edit((draft) => void (draft.text[language] = text))}
        />
        <div className="flex flex-wrap items-end gap-4">
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-ink">
            <input
              type="checkbox"
              className="size-5 accent-forest"
              checked={question.optional}
              onChange={(event) => edit((draft) => void (draft.optional = event.target.checked))}
            />
            Optional: the shopper may skip it <Unseen>(question {index + 1})</Unseen>
          </label>
          <div className="w-full sm:w-64">
            <SelectField
              id={fieldId([...path, 'defaultAnswer'])}
              label={
                <>
                  When skipped, the rules read <Unseen>for question {index + 1}</Unseen>
                </>
              }
              value={question.defaultAnswer}
              invalid={messages.has(`questions.${index}.defaultAnswer`)}
              onChange={(answer) => edit((draft) => void (draft.defaultAnswer = answer))}
            >
              {question.answers.map((answer) => (
                <option key={answer.id} value={answer.id}>
                  {answer.id}
                </option>
              ))}
              {!question.answers.some((answer) => answer.id === question.defaultAnswer) && (
                <option value={question.defaultAnswer}>{question.defaultAnswer} (removed)</option>
              )}
            </SelectField>
            <FieldMessage path={[...path, 'defaultAnswer']} messages={messages} />
          </div>
        </div>
        <AnswersEditor question={question} questionIndex={index} messages={messages} edit={edit} />
      </li>
    );
  },
  (before, after) =>
    before.question === after.question &&
    before.index === after.index &&
    before.count === after.count &&
    before.update === after.update &&
    messagesUnder(before.messages, `questions.${before.index}.`) === messagesUnder(after.messages, `questions.${after.index}.`),
);

/**
 * What an answer of this question may be reported as: the categories its answers already use (a
 * skin-type answer is a skin type), or all of them when none is left.
 */
function mappingChoices(question: QuestionDefinition): readonly QuizMapping[] {
  const used = new Set(question.answers.map((answer) => answer.mapping));
  const choices = quizMappingSchema.options.filter((mapping) => used.has(mapping));
  return choices.length > 1 ? choices : quizMappingSchema.options;
}

function AnswersEditor({
  question,
  questionIndex,
  messages,
  edit,
}: {
  question: QuestionDefinition;
  questionIndex: number;
  messages: Messages;
  edit: (change: (question: QuestionDefinition) => void) => void;
}) {
  const answers = question.answers;
  const mappings = mappingChoices(question);
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-ink">Answers of question {questionIndex + 1}</legend>
      <ol className="flex flex-col gap-3">
        {answers.map((answer, index) => {
          const path = ['questions', questionIndex, 'answers', index] as const;
          const name = `answer ${index + 1} of question ${questionIndex + 1}`;
          return (
            <li key={index} className="flex min-w-0 flex-col gap-3 rounded-xl border border-sand/60 bg-cream/60 p-3">
              <div className="flex flex-wrap items-end gap-3">
                <div className="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-56">
                  <label htmlFor={fieldId([...path, 'id'])} className="text-xs font-medium text-muted">
                    Id <Unseen>of {name}</Unseen> (keep it stable: saved answers use it)
                  </label>
                  <Input
                    id={fieldId([...path, 'id'])}
                    className="font-mono"
                    value={answer.id}
                    onChange={(event) => edit((draft) => void (draft.answers[index]!.id = event.target.value))}
                    {...described([...path, 'id'], messages)}
                  />
                  <FieldMessage path={[...path, 'id']} messages={messages} />
                </div>
                <div className="w-full sm:w-52">
                  <SelectField
                    id={fieldId([...path, 'mapping'])}
                    label={
                      <>
                        Reported as <Unseen>for {name}</Unseen>
                      </>
                    }
                    value={answer.mapping}
                    onChange={(mapping) => edit((draft) => void (draft.answers[index]!.mapping = quizMappingSchema.parse(mapping)))}
                  >
                    {mappings.map((mapping) => (
                      <option key={mapping} value={mapping}>
                        {mapping}
                      </option>
                    ))}
                  </SelectField>
                </div>
                <div className="ml-auto flex gap-1">
                  <MoveButtons
                    listPath={['questions', questionIndex, 'answers']}
                    name={name}
                    index={index}
                    count={answers.length}
                    onMove={(to) => edit((draft) => move(draft.answers, index, to))}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${name}`}
                    disabled={answers.length === 1}
                    onClick={() => edit((draft) => void draft.answers.splice(index, 1))}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </div>
              <LocalizedFields
                path={[...path, 'text']}
                label={
                  <>
                    Answer {index + 1} <Unseen>of question {questionIndex + 1}</Unseen>
                  </>
                }
                value={answer.text}
                messages={messages}
                onChange={(language, text) => edit((draft) => void (draft.answers[index]!.text[language] = text))}
              />
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() =>
            edit(
              (draft) =>
                void draft.answers.push({
                  id: unusedId(draft.answers.map((answer) => answer.id)),
                  text: { en: '', de: '' },
                  mapping: draft.answers.at(-1)?.mapping ?? 'None',
                }),
            )
          }
        >
          <Plus aria-hidden /> Add an answer to question {questionIndex + 1}
        </Button>
      </div>
    </fieldset>
  );
}

/** A fresh answer id ('new-answer', 'new-answer-2', …) the owner can rename. */
function unusedId(taken: readonly string[]): string {
  for (let n = 1; ; n++) {
    const id = n === 1 ? 'new-answer' : `new-answer-${n}`;
    if (!taken.includes(id)) return id;
  }
}
