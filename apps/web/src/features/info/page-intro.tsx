import type { ReactNode } from 'react';

/** The heading band every information page opens with. */
export function PageIntro({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <header className="bg-gradient-to-b from-sage-100 to-cream">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 py-14 text-center sm:px-6 sm:py-20">
        <p className="text-sm font-semibold uppercase tracking-widest text-terracotta-dark">{eyebrow}</p>
        <h1 className="text-4xl font-semibold text-forest sm:text-5xl">{title}</h1>
        <div className="max-w-2xl text-lg leading-relaxed text-ink/80">{children}</div>
      </div>
    </header>
  );
}
