import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A data table that scrolls sideways on narrow screens instead of squeezing its columns.
 * The box is `relative` so that absolutely positioned content (the `sr-only` caption and hidden
 * header labels) has it as containing block and scrolls inside it; otherwise such content is laid
 * out against the page and widens the whole page on a phone.
 */
export function Table({ className, caption, children, ...props }: ComponentProps<'table'> & { caption: string }) {
  return (
    <div className="relative overflow-x-auto rounded-[var(--radius-card)] border border-sand/70 bg-white/80">
      <table className={cn('w-full min-w-[40rem] border-collapse text-left text-sm', className)} {...props}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th scope="col" className={cn('border-b border-sand/70 bg-cream-deep/60 px-3 py-2 font-semibold text-forest', className)} {...props} />
  );
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('border-b border-sand/40 px-3 py-2 align-middle', className)} {...props} />;
}

/** A header for a column of buttons or images: named for screen readers, blank on screen. */
export function HiddenTh({ children }: { children: string }) {
  return (
    <Th>
      <span className="sr-only">{children}</span>
    </Th>
  );
}
