import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

/**
 * The shop's labelled native selects (sort order, skin type, concern): one tap opens the phone's own
 * picker, arrows work on a keyboard.
 */
export function ShopSelect({
  label,
  value,
  onChange,
  className,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Classes of the label and select's wrapper. */
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="shrink-0 text-sm text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full rounded-xl border border-sand bg-white px-3 text-sm text-ink focus-visible:border-forest sm:w-auto"
      >
        {children}
      </select>
    </div>
  );
}
