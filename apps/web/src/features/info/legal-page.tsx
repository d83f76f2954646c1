import type { ReactNode } from 'react';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

const PROSE =
  'leading-relaxed text-ink/90 [&_a]:font-medium [&_a]:text-forest [&_a]:underline [&_a]:underline-offset-4 [&_h3]:mt-6 [&_h3]:font-sans [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-ink [&_li]:mt-1.5 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6';

/** A legal text: title, date, a table of contents and numbered sections. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-4xl font-semibold text-forest sm:text-5xl">{title}</h1>
        <p className="text-sm text-muted">Last updated: {updated}</p>
        <div className={PROSE}>{intro}</div>
      </header>
      <nav aria-label="Contents" className="mt-8 rounded-[var(--radius-card)] bg-sage-50 p-6">
        <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-ink">Contents</h2>
        <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-forest underline-offset-4 hover:underline">
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10 scroll-mt-24">
          <h2 id={`${section.id}-heading`} className="text-2xl font-semibold text-forest">
            {index + 1}. {section.title}
          </h2>
          <div className={PROSE}>{section.body}</div>
        </section>
      ))}
    </article>
  );
}
