import type { ReactNode } from 'react';
import { shopPageTitle } from '@/lib/shop-settings';

/** A page frame with its title and description, for pages whose content is still being built. */
export function PageShell({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <title>{shopPageTitle(title)}</title>
      {description && <meta name="description" content={description} />}
      <h1 className="text-4xl font-semibold text-forest sm:text-5xl">{title}</h1>
      {description && <p className="mt-4 max-w-2xl text-lg text-muted">{description}</p>}
      {children && <div className="mt-10">{children}</div>}
    </section>
  );
}
