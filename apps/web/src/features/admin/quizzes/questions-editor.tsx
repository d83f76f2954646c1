import { Plus, Trash2 } from 'lucide-react';
import { quizMappingSchema } from '@pura/core/quiz/questions';
import type { QuestionDefinition, QuizDefinition } from '@pura/core/quiz/definition/schema';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FieldMessage, LocalizedFields, type Messages, MoveButtons, SelectField, fieldId, move } from './fields';

interface QuestionsEditorProps {
  definition: QuizDefinition;
  messages: Messages;
  update: (change: (definition: QuizDefinition) => void) => void;
}

/** The quiz's questions in order, each with its texts, optional flag, default answer and answers. */
export function QuestionsEditor({ definition, messages, update }: QuestionsEditorProps) {
  const questions = definition.questions;
  return (
    <ol className="flex flex-col gap-5">
      {questions.map((question, index) => {
        const path = ['questions', index] as const;
        return (
          <li key={index} className="flex min-w-0 flex-col gap-4 rounded-[var(--radius-card)] border border-sand/70 bg-white/70 p-4 sm:p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="text-base font-semibold text-forest">
                Question {index + 1} <span className="font-mono text-sm font-normal text-muted">{question.id}</span>
              </h4>
              <MoveButtons listPath={['questions']} name={`question ${index + 1}`} index={index} count={questions.length} onMove={(to) => update((draft) => move(draft.questions, index, to))} />
            </div>
            <LocalizedFields
              path={[...path, 'text']}
              label={`Question ${index + 1}`}
              value={question.text}
              messages={messages}
              onChange={(language, text) => update((draft) => void (draft.questions[index]!.text[language] = text))}
            />
            <div className="flex flex-wrap items-end gap-4">
              <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-ink">
                <input type="checkbox" className="size-5 accent-forest" checked={question.optional} onChange={(event) => update((draft) => void (draft.questions[index]!.optional = event.target.checked))} />
                Optional (the shopper may skip it)
              </label>
              <div className="w-full sm:w-64">
                <SelectField
                  id={fieldId([...path, 'defaultAnswer'])}
                  label="When skipped, the rules read"
                  value={question.defaultAnswer}
                  invalid={messages.has(`questions.${index}.defaultAnswer`)}
                  onChange={(answer) => update((draft) => void (draft.questions[index]!.defaultAnswer = answer))}
                >
                  {question.answers.map((answer) => (
                    <option key={answer.id} value={answer.id}>
                      {answer.id}
                    </option>
                  ))}
                  {!question.answers.some((answer) => answer.id === question.defaultAnswer) && <option value={question.defaultAnswer}>{question.defaultAnswer} (removed)</option>}
                </SelectField>
                <FieldMessage path={[...path, 'defaultAnswer']} messages={messages} />
              </div>
            </div>
            <AnswersEditor questionIndex={index} definition={definition} messages={messages} update={update} />
          </li>
        );
      })}
    </ol>
  );
}

function AnswersEditor({ questionIndex, definition, messages, update }: QuestionsEditorProps & { questionIndex: number }) {
  const question = definition.questions[questionIndex]!;
  const answers = question.answers;
  const edit = (change: (answers: QuestionDefinition['answers']) => void) => update((draft) => change(draft.questions[questionIndex]!.answers));
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
                    Id of {name} (stored with answers: keep it stable)
                  </label>
                  <Input
                    id={fieldId([...path, 'id'])}
                    className="font-mono"
                    value={answer.id}
                    aria-invalid={messages.has(`${path.join('.')}.id`) || undefined}
                    onChange={(event) => edit((list) => void (list[index]!.id = event.target.value))}
                  />
                  <FieldMessage path={[...path, 'id']} messages={messages} />
                </div>
                <div className="w-full sm:w-52">
                  <SelectField id={fieldId([...path, 'mapping'])} label="Reported as" value={answer.mapping} onChange={(mapping) => edit((list) => void (list[index]!.mapping = quizMappingSchema.parse(mapping)))}>
                    {quizMappingSchema.options.map((mapping) => (
                      <option key={mapping} value={mapping}>
                        {mapping}
                      </option>
                    ))}
                  </SelectField>
                </div>
                <div className="ml-auto flex gap-1">
                  <MoveButtons listPath={['questions', questionIndex, 'answers']} name={name} index={index} count={answers.length} onMove={(to) => edit((list) => move(list, index, to))} />
                  <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${name}`} disabled={answers.length === 1} onClick={() => edit((list) => void list.splice(index, 1))}>
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </div>
              <LocalizedFields path={[...path, 'text']} label={`Answer ${index + 1}`} value={answer.text} messages={messages} onChange={(language, text) => edit((list) => void (list[index]!.text[language] = text))} />
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => edit((list) => void list.push({ id: unusedId(list.map((answer) => answer.id)), text: { en: '', de: '' }, mapping: list.at(-1)?.mapping ?? 'None' }))}
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
