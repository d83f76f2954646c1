import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId } from 'react';
import type { QuizCopy } from '@pura/core/quiz/copy';
import { type Language, languages } from '@pura/core/quiz/labels';

/**
 * English / Deutsch as a two-option radio group (arrow keys switch). Changing the language resets
 * the quiz (docs/product.md §4), which is why the intro shows this before the name field.
 */
export function LanguageSelector({
  language,
  copy,
  onChange,
}: {
  language: Language;
  copy: QuizCopy;
  onChange: (language: Language) => void;
}) {
  const labelId = useId();
  return (
    <div>
      <span id={labelId} className="block text-sm font-medium text-ink">
        {copy.languageLabel}
      </span>
      <RadioGroup.Root
        value={language}
        onValueChange={(value) => onChange(value as Language)}
        aria-labelledby={labelId}
        orientation="horizontal"
        className="mt-2 inline-flex rounded-full border border-sand bg-white p-1"
      >
        {languages.map((option) => (
          <RadioGroup.Item
            key={option}
            value={option}
            lang={option}
            className="min-w-24 cursor-pointer rounded-full px-4 py-2 text-sm font-medium text-muted transition-colors hover:text-forest data-[state=checked]:bg-forest data-[state=checked]:text-cream"
          >
            {copy.languageNames[option]}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
