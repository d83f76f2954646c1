import { HandHeart, Leaf, Recycle, Sprout } from 'lucide-react';
import { Link } from '@/lib/router/link';
import { Button } from '@/components/ui/button';
import { storyParagraphs } from '@pura/core/settings/shop-settings-display';
import { shopSettings } from '@/lib/shop-settings';
import { PageIntro } from './page-intro';

const VALUES = [
  {
    icon: Sprout,
    title: 'Organic at the root',
    text: 'We buy certified organic plant oils, butters and extracts from growers we know by name, and we pay them fairly for it.',
  },
  {
    icon: Leaf,
    title: 'Vegan, always',
    text: 'No beeswax, lanolin, carmine, silk or collagen. Every formula is vegan and none is ever tested on animals.',
  },
  {
    icon: Recycle,
    title: 'Lighter packaging',
    text: 'Glass and aluminium that recycle endlessly, refills where they make sense, and plastic-free parcels.',
  },
  {
    icon: HandHeart,
    title: 'Honest labels',
    text: 'Full ingredient lists on every product page, in plain words beside the INCI names. Nothing hidden behind "fragrance".',
  },
] as const;

/** /about: the brand story (docs/product.md §2 information pages); its story is the owner's plain text (decision 024). */
export function AboutPage() {
  const { store, home } = shopSettings();
  return (
    <>
      <PageIntro eyebrow="Our Story" title="Made with plants, patience and nothing to hide">
        <p>{store.tagline}</p>
      </PageIntro>

      <section
        aria-labelledby="beginning-heading"
        className="mx-auto grid max-w-5xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:items-center"
      >
        <div className="flex flex-col gap-4">
          <h2 id="beginning-heading" className="text-3xl font-semibold text-forest">
            Where it began
          </h2>
          {storyParagraphs(home.aboutStory).map((paragraph, index) => (
            // Paragraphs have no id of their own; their order is their identity.
            <p key={index} className="leading-relaxed text-ink/85">
              {paragraph}
            </p>
          ))}
        </div>
        <figure className="rounded-[var(--radius-card)] bg-forest p-8 text-cream">
          <blockquote className="font-serif text-2xl leading-snug">
            “Good skincare should feel like a walk in the garden: simple, calm, and full of life.”
          </blockquote>
          <figcaption className="mt-4 text-sm text-cream/80">— the founder of {store.shopName}</figcaption>
        </figure>
      </section>

      <section aria-labelledby="values-heading" className="bg-sage-50 py-16">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <h2 id="values-heading" className="text-center text-3xl font-semibold text-forest">
            What we believe
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-[var(--radius-card)] bg-white/80 p-6">
                <Icon aria-hidden="true" className="size-7 shrink-0 text-sage-600" />
                <div>
                  <h3 className="text-lg font-semibold text-forest">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="routine-heading"
        className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-4 py-16 text-center sm:px-6"
      >
        <h2 id="routine-heading" className="text-3xl font-semibold text-forest">
          A routine that fits you
        </h2>
        <p className="leading-relaxed text-ink/85">
          No two faces — or scalps — are alike. That's why we built our skincare and haircare quizzes: a few questions, and we put together
          the routine we'd recommend if you walked into our studio. Buy it complete and save 15%.
        </p>
        <div className="flex flex-col gap-3 min-[420px]:flex-row">
          <Button asChild size="lg">
            <Link to="/quiz/skincare">Take the Skincare Quiz</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/ingredients">Meet our ingredients</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
