import * as RadioGroup from '@radix-ui/react-radio-group';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { QuizCopy } from '@pura/core/quiz/copy';
import type { Language } from '@pura/core/quiz/labels';
import type { QuestionDefinition as Question } from '@pura/core/quiz/definition/schema';
import { Button } from '@/components/ui/button';
import { QuizProgress } from './quiz-progress';

/**
 * One question (docs/product.md §2 'Quiz screens' 2): progress, the question ('(Optional)' when it may be
 * skipped), single-choice answers as a Radix radio group (Tab in, arrow keys choose), Previous
 * and Next — 'Get My Routine' on the last question.
 */
export function QuizQuestion({
  question,
  copy,
  language,
  index,
  total,
  percent,
  selectedAnswerId,
  canGoNext,
  canGoPrevious,
  isLast,
  onAnswer,
  onNext,
  onPrevious,
}: {
  question: Question;
  copy: QuizCopy;
  language: Language;
  index: number;
  total: number;
  percent: number;
  selectedAnswerId: string | undefined;
  canGoNext: boolean;
  canGoPrevious: boolean;
  isLast: boolean;
  onAnswer: (answerId: string) => void;
  onNext: () => void;
  onPrevious: () => void;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A new question is a new screen: move focus to it so screen readers announce it.
  useEffect(() => {
    headingRef.current?.focus();
  }, [question.id]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <QuizProgress label={copy.questionOf(index + 1, total)} percent={percent} valueText={copy.progressLabel(percent)} />

      <h1 id={headingId} ref={headingRef} tabIndex={-1} className="mt-8 text-2xl font-semibold text-forest outline-none sm:text-3xl">
        {question.text[language]}
        {question.optional && <span className="ml-2 align-middle font-sans text-base font-normal text-muted">{copy.optional}</span>}
      </h1>

      <RadioGroup.Root aria-labelledby={headingId} value={selectedAnswerId ?? ''} onValueChange={onAnswer} className="mt-6 grid gap-3">
        {question.answers.map((answer) => {
          const itemId = `${headingId}-${answer.id}`;
          return (
            <label
              key={answer.id}
              htmlFor={itemId}
              className="flex cursor-pointer items-start gap-3 rounded-2xl border border-sand bg-white/80 p-4 transition-colors hover:border-sage-500 has-[[data-state=checked]]:border-forest has-[[data-state=checked]]:bg-sage-50 has-[:focus-visible]:border-forest"
            >
              <RadioGroup.Item
                id={itemId}
                value={answer.id}
                className="mt-0.5 flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full border-2 border-forest/50 bg-white data-[state=checked]:border-forest"
              >
                <RadioGroup.Indicator className="size-2.5 rounded-full bg-forest" />
              </RadioGroup.Item>
              <span className="text-ink">{answer.text[language]}</span>
            </label>
          );
        })}
      </RadioGroup.Root>

      <div className="mt-8 flex items-center justify-between gap-3">
        <Button variant="outline" className="shrink-0 px-4 sm:px-6" onClick={onPrevious} disabled={!canGoPrevious}>
          <ChevronLeft aria-hidden="true" />
          {copy.previous}
        </Button>
        <Button
          variant={isLast ? 'accent' : 'primary'}
          // German labels are long: let them wrap on phones instead of overflowing the screen.
          className="h-auto min-h-11 min-w-0 whitespace-normal px-5 py-2 text-center sm:px-6"
          onClick={onNext}
          disabled={!canGoNext}
        >
          {isLast ? copy.getMyRoutine : copy.next}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
