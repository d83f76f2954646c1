import { Leaf, Rabbit, Recycle, Sprout } from 'lucide-react';
import { shopPageTitle } from '@/lib/shop-settings';

const REASONS = [
  {
    icon: Sprout,
    title: 'Certified Organic',
    text: 'Botanicals grown without synthetic pesticides, for formulas as pure as their source.',
  },
  { icon: Rabbit, title: 'Cruelty-Free', text: 'Never tested on animals — not our products, not our ingredients, not by anyone for us.' },
  {
    icon: Recycle,
    title: 'Eco-Packaging',
    text: 'Glass, aluminium and recycled paper, refillable where we can and plastic-free shipping.',
  },
  { icon: Leaf, title: '100% Vegan', text: 'No beeswax, lanolin, carmine or anything else from animals. Plants do the work.' },
] as const;

/** docs/product.md §2: Why Choose — organic, cruelty-free, eco-packaging, vegan. */
export function WhyChoose() {
  return (
    <section
      aria-labelledby="why-heading"
      className="render-when-near [--near-height:64rem] sm:[--near-height:40rem] lg:[--near-height:27rem] bg-sage-50 py-16"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="why-heading" className="text-center text-3xl font-semibold text-forest sm:text-4xl">
          Why Choose {shopPageTitle()}?
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-white/80 p-6">
              <Icon aria-hidden="true" className="size-8 text-sage-600" />
              <h3 className="text-lg font-semibold text-forest">{title}</h3>
              <p className="text-sm leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
