import { ArrowDown, ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { pathKey } from './use-quiz-draft';

type Path = readonly (string | number)[];

/** The element id of the field at `path`, so a coverage finding can take the owner to it. */
export const fieldId = (path: Path) => `quiz-field-${pathKey(path).replaceAll('.', '-')}`;

/** Words of a label only screen readers need: the visible card already says which rule or answer. */
export function Unseen({ children }: { children: ReactNode }) {
  return <span className="sr-only">{children}</span>;
}

/** Field messages by path: the schema's, then the coverage check's errors. */
export type Messages = ReadonlyMap<string, string>;

export function FieldMessage({ path, messages }: { path: Path; messages: Messages }) {
  const message = messages.get(pathKey(path));
  if (!message) return null;
  return (
    <p id={`${fieldId(path)}-error`} className="text-sm text-terracotta-dark">
      {message}
    </p>
  );
}

/**
 * The messages at and under `prefix` ('questions.2.'), as one string: a memoised editor of one
 * question or slot renders again only when its own messages change.
 */
export function messagesUnder(messages: Messages, prefix: string): string {
  let found = '';
  for (const [key, message] of messages) if (`${key}.`.startsWith(prefix)) found += `${key}=${message}\n`;
  return found;
}

export const described = (path: Path, messages: Messages) =>
  messages.has(pathKey(path)) ? ({ 'aria-invalid': true, 'aria-describedby': `${fieldId(path)}-error` } as const) : {};

/** A text in English and German side by side (stacked on a phone), each with its own message. */
export function LocalizedFields({
  path,
  label,
  value,
  messages,
  multiline = false,
  onChange,
}: {
  path: Path;
  label: ReactNode;
  value: { en: string; de: string };
  messages: Messages;
  multiline?: boolean;
  onChange: (language: 'en' | 'de', text: string) => void;
}) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {(['en', 'de'] as const).map((language) => {
        const at = [...path, language];
        const Field = multiline ? Textarea : Input;
        return (
          <div key={language} className="flex min-w-0 flex-col gap-1">
            <label htmlFor={fieldId(at)} className="text-xs font-medium text-muted">
              {label} ({language === 'en' ? 'English' : 'German'})
            </label>
            <Field
              id={fieldId(at)}
              lang={language}
              rows={multiline ? 3 : undefined}
              value={value[language]}
              onChange={(event) => onChange(language, event.target.value)}
              {...described(at, messages)}
            />
            <FieldMessage path={at} messages={messages} />
          </div>
        );
      })}
    </div>
  );
}

/** A small select with a visible label, for ids and choices. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  children,
  invalid,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  invalid?: boolean;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        className="h-11 w-full min-w-0 rounded-xl border border-sand bg-white px-3 text-sm aria-[invalid=true]:border-danger"
      >
        {children}
      </select>
    </div>
  );
}

/**
 * Move up / Move down buttons for item `index` of the list at `listPath`; `name` says which item to
 * screen readers. The focus follows the item to its new place, so the keys can move it again.
 */
export function MoveButtons({
  listPath,
  name,
  index,
  count,
  onMove,
}: {
  listPath: Path;
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
}) {
  const moveTo = (to: number, direction: 'up' | 'down') => {
    onMove(to);
    window.setTimeout(() => {
      const same = document.getElementById(fieldId([...listPath, to, direction]));
      const other = document.getElementById(fieldId([...listPath, to, direction === 'up' ? 'down' : 'up']));
      (same instanceof HTMLButtonElement && !same.disabled ? same : other)?.focus();
    });
  };
  return (
    <div className="flex gap-1">
      <Button
        type="button"
        id={fieldId([...listPath, index, 'up'])}
        variant="ghost"
        size="icon"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => moveTo(index - 1, 'up')}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        type="button"
        id={fieldId([...listPath, index, 'down'])}
        variant="ghost"
        size="icon"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => moveTo(index + 1, 'down')}
      >
        <ArrowDown aria-hidden />
      </Button>
    </div>
  );
}

/** Moves the item at `from` to `to` in place. */
export function move<T>(items: T[], from: number, to: number) {
  const [item] = items.splice(from, 1);
  if (item !== undefined) items.splice(to, 0, item);
}
