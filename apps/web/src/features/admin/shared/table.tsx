import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A data table that scrolls sideways on narrow screens instead of squeezing its columns. */
export function Table({ className, caption, children, ...props }: ComponentProps<'table'> & { caption: string }) {
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] border border-sand/70 bg-white/80">
      <table className={cn('w-full min-w-[40rem] border-collapse text-left text-sm', className)} {...props}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" className={cn('border-b border-sand/70 bg-cream-deep/60 px-3 py-2 font-semibold text-forest', className)} {...props} />;
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('border-b border-sand/40 px-3 py-2 align-middle', className)} {...props} />;
}

/** Loading, failure and empty states of a table, announced to screen readers. */
export function TableState({ pending, error, empty, emptyText }: { pending: boolean; error: Error | null; empty: boolean; emptyText: string }) {
  if (pending) return <p role="status" className="py-6 text-muted">Loading…</p>;
  if (error) return <p role="alert" className="py-6 text-danger">Could not load: {error.message}</p>;
  if (empty) return <p className="py-6 text-muted">{emptyText}</p>;
  return null;
}
