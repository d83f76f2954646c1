import { ClipboardList, FlaskConical, Smile } from 'lucide-react';

const STEPS = [
  { icon: ClipboardList, title: 'Take the Quiz', text: 'Tell us about your skin or hair, your concerns and what you prefer.' },
  { icon: FlaskConical, title: 'Get Your Routine', text: 'Receive a personalised routine of organic products, step by step.' },
  { icon: Smile, title: 'Enjoy the Results', text: 'Follow your ritual and watch your skin and hair thrive — 15% off the set.' },
] as const;

/** docs/product.md §2: How It Works in three steps — take quiz, get routine, enjoy results. */
export function HowItWorks() {
  return (
    <section
      aria-labelledby="how-heading"
      className="render-when-near [--near-height:60rem] md:[--near-height:31rem] lg:[--near-height:29rem] bg-white/60 py-16"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="how-heading" className="text-center text-3xl font-semibold text-forest sm:text-4xl">
          How It Works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] bg-cream p-6 text-center">
              <span className="flex size-14 items-center justify-center rounded-full bg-sage-100 text-forest">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <p className="text-sm font-semibold uppercase tracking-widest text-terracotta-dark">Step {index + 1}</p>
              <h3 className="text-xl font-semibold text-forest">{title}</h3>
              <p className="text-muted">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
