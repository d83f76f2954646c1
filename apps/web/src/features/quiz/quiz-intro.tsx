import { ArrowRight, BadgePercent, Clock, Sparkles } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import type { QuizCopy } from '@pura/core/quiz/copy';
import type { Language } from '@pura/core/quiz/labels';
import type { QuizKind } from '@pura/core/quiz/questions';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LanguageSelector } from './language-selector';

/** Longest name the greeting shows; longer input is cut rather than breaking the layout. */
const MAX_NAME_LENGTH = 40;

/** The intro (docs/product.md §2 'Quiz screens' 1): what the quiz is, language, optional name, start. */
export function QuizIntro({
  quiz,
  questionCount,
  copy,
  language,
  name,
  starting = false,
  onLanguageChange,
  onNameChange,
  onStart,
}: {
  quiz: QuizKind;
  /** How many questions the live version asks. */
  questionCount: number;
  copy: QuizCopy;
  language: Language;
  name: string;
  /** Start was pressed and the questions are on their way. */
  starting?: boolean;
  onLanguageChange: (language: Language) => void;
  onNameChange: (name: string) => void;
  onStart: () => void;
}) {
  const intro = copy.intro[quiz];
  const nameId = useId();
  const howItWorksId = useId();
  const highlights = [
    { icon: Clock, title: intro.duration, detail: copy.durationDetail },
    { icon: Sparkles, title: copy.personalised, detail: copy.personalisedDetail },
    { icon: BadgePercent, title: copy.discount, detail: copy.discountDetail },
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onStart();
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="text-4xl font-semibold text-forest sm:text-5xl">{intro.title}</h1>
      <p className="mt-4 text-lg text-muted">{intro.subtitle}</p>

      <ul className="mt-8 grid gap-3 sm:grid-cols-3">
        {highlights.map(({ icon: Icon, title, detail }) => (
          <li key={title} className="flex items-start gap-3 rounded-2xl bg-sage-100/70 p-4">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-forest" />
            <span>
              <span className="block font-semibold text-forest">{title}</span>
              <span className="block text-sm text-muted">{detail}</span>
            </span>
          </li>
        ))}
      </ul>

      <Card className="mt-8 p-6 sm:p-8">
        <form onSubmit={submit} className="flex flex-col gap-6">
          <LanguageSelector language={language} copy={copy} onChange={onLanguageChange} />
          <div className="flex flex-col gap-2">
            <Label htmlFor={nameId}>{copy.nameLabel}</Label>
            <Input
              id={nameId}
              value={name}
              maxLength={MAX_NAME_LENGTH}
              autoComplete="given-name"
              placeholder={copy.namePlaceholder}
              onChange={(event) => onNameChange(event.target.value)}
              className="sm:max-w-sm"
            />
          </div>
          <div>
            <Button type="submit" size="lg" disabled={starting} className="w-full sm:w-auto">
              {copy.startButton}
              <span aria-hidden="true" className="opacity-60">
                ·
              </span>
              <span className="font-normal">{copy.questionCount(questionCount)}</span>
              <ArrowRight aria-hidden="true" />
            </Button>
          </div>
        </form>
      </Card>

      <section aria-labelledby={howItWorksId} className="mt-12">
        <h2 id={howItWorksId} className="text-2xl font-semibold text-forest">
          {copy.howItWorks}
        </h2>
        <ol className="mt-5 grid gap-4">
          {intro.howItWorksSteps.map((step, index) => (
            <li key={step} className="flex items-start gap-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-forest font-serif text-sm font-semibold text-cream"
              >
                {index + 1}
              </span>
              <span className="pt-1 text-ink">{step}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
