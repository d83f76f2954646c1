import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { HydrateWhenNear } from '@/components/hydrate-when-near';

/**
 * A titled group of product cards: Morning, Evening, Weekly, 'Wash Day Routine', … A shared
 * result arrives server-rendered; a section further down is taken over when it comes near.
 */
export function RoutineSection({ title, icon: Icon, children }: { title: string; icon: LucideIcon; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="flex items-center gap-3 text-2xl font-semibold text-forest">
        <span className="flex size-9 items-center justify-center rounded-full bg-sage-100">
          <Icon aria-hidden="true" className="size-5 text-forest" />
        </span>
        {title}
      </h2>
      <HydrateWhenNear>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">{children}</ul>
      </HydrateWhenNear>
    </section>
  );
}
