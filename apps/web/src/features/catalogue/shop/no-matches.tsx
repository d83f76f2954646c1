import { SearchX } from 'lucide-react';
import { SKIN_CONCERN_LABELS, SKIN_TYPE_LABELS, type SkinConcern, type SkinType } from '@pura/core/catalogue/skin-tags';
import { Button } from '@/components/ui/button';
import type { Product } from '@/data/products';
import { Link } from '@/lib/router/link';
import { ProductGrid } from '../product-card/product-grid';
import type { ShopFilters } from './use-shop-filters';

/** How many bestsellers an empty result offers. */
const BESTSELLERS_SHOWN = 4;

/** A filter that is still on, why it may hide products, and the button that takes it off. */
interface StillOn {
  reason: string;
  action: string;
  clear: () => void;
}

function filtersStillOn(filters: ShopFilters): StillOn[] {
  const on: StillOn[] = [];
  if (filters.category) {
    on.push({
      reason: `The category filter “${filters.category}” is still on.`,
      action: 'Show all categories',
      clear: () => filters.setCategory(''),
    });
  }
  if (filters.type) {
    const label = SKIN_TYPE_LABELS[filters.type as SkinType];
    on.push({
      reason: `Only products for ${label.toLowerCase()} skin are shown.`,
      action: 'Any skin type',
      clear: () => filters.setType(''),
    });
  }
  if (filters.concern) {
    const label = SKIN_CONCERN_LABELS[filters.concern as SkinConcern];
    on.push({ reason: `Only products for “${label}” are shown.`, action: 'Any concern', clear: () => filters.setConcern('') });
  }
  return on;
}

/**
 * docs/product.md §9 'Search': an empty result says why — the query, and each filter still on with
 * a button to take it off — and offers the quizzes and the bestsellers instead of a dead end.
 */
export function NoMatches({ filters, catalogue, onClear }: { filters: ShopFilters; catalogue: readonly Product[]; onClear: () => void }) {
  if (!filters.isFiltered) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-sand bg-white/50 px-6 py-14 text-center">
        <SearchX aria-hidden="true" className="size-8 text-sage-500" />
        <p className="font-serif text-xl text-forest">No products available yet</p>
      </div>
    );
  }
  const stillOn = filtersStillOn(filters);
  const bestsellers = catalogue.filter((product) => product.isBestseller).slice(0, BESTSELLERS_SHOWN);
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-sand bg-white/50 px-6 py-10 text-center">
        <SearchX aria-hidden="true" className="size-8 text-sage-500" />
        <p className="font-serif text-xl text-forest">
          {filters.searching ? `No products match “${filters.query.trim()}”` : 'No products match these filters'}
        </p>
        {stillOn.length > 0 ? (
          <ul className="flex flex-col items-center gap-3">
            {stillOn.map((filter) => (
              <li key={filter.action} className="flex flex-col items-center gap-2 sm:flex-row">
                <span className="text-sm text-muted">{filter.reason}</span>
                <Button variant="outline" size="sm" onClick={filter.clear}>
                  {filter.action}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">Try another word, like “moisturiser”, “acne” or “dry skin”.</p>
        )}
        <Button variant="ghost" onClick={onClear}>
          Clear Filters
        </Button>
      </div>
      <section aria-labelledby="no-match-quiz-heading" className="flex flex-col items-center gap-3 text-center">
        <h3 id="no-match-quiz-heading" className="text-xl font-semibold text-forest">
          Let a quiz find your routine
        </h3>
        <div className="flex flex-col gap-2 min-[420px]:flex-row">
          <Button asChild>
            <Link to="/quiz/skincare">Take the Skincare Quiz</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/quiz/haircare">Take the Haircare Quiz</Link>
          </Button>
        </div>
      </section>
      {bestsellers.length > 0 && (
        <section aria-labelledby="no-match-bestsellers-heading" className="flex flex-col gap-4">
          <h3 id="no-match-bestsellers-heading" className="text-xl font-semibold text-forest">
            Our bestsellers
          </h3>
          <ProductGrid products={bestsellers} wide />
        </section>
      )}
    </div>
  );
}
