import { Sprout } from 'lucide-react';
import { Link } from '@/lib/router/link';
import { Button } from '@/components/ui/button';
import { INGREDIENTS } from './ingredients';
import { PageIntro } from './page-intro';
import { shopPageTitle } from '@/lib/shop-settings';

/** /ingredients: six hero ingredients with name, benefits and description (docs/product.md §2). */
export function IngredientsPage() {
  return (
    <>
      <PageIntro eyebrow="Ingredients" title={`What goes into ${shopPageTitle()}`}>
        <p>
          Every formula starts with a handful of plants we trust. Here are six you'll find again and again — where they come from and what
          they do.
        </p>
      </PageIntro>
      <section aria-label="Our key ingredients" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {INGREDIENTS.map((ingredient) => (
            <li key={ingredient.name}>
              <article className="flex h-full flex-col gap-4 rounded-[var(--radius-card)] border border-sand/70 bg-white/80 p-6">
                <div className="flex items-center gap-3">
                  <span className="flex size-11 items-center justify-center rounded-full bg-sage-100 text-forest">
                    <Sprout aria-hidden="true" className="size-5" />
                  </span>
                  <div>
                    <h2 className="text-xl font-semibold text-forest">{ingredient.name}</h2>
                    <p className="text-xs italic text-muted">{ingredient.inci}</p>
                  </div>
                </div>
                <div>
                  <h3 className="sr-only">Benefits</h3>
                  <ul className="flex flex-wrap gap-1.5">
                    {ingredient.benefits.map((benefit) => (
                      <li key={benefit} className="rounded-full bg-sage-50 px-2.5 py-1 text-xs text-sage-700 ring-1 ring-sage-200">
                        {benefit}
                      </li>
                    ))}
                  </ul>
                </div>
                <p className="leading-relaxed text-ink/85">{ingredient.description}</p>
              </article>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-center gap-4 text-center">
          <p className="max-w-xl text-muted">Every product page lists its complete ingredients, highest concentration first.</p>
          <Button asChild size="lg">
            <Link to="/shop">Shop the Collection</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
