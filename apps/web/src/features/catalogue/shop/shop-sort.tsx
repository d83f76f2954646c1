import { useId } from 'react';
import { SORT_OPTIONS, type ShopSort } from './filter-products';

/** The shop's native selects: one tap opens the phone's own picker, arrows work on a keyboard. */
export const SHOP_SELECT_CLASS = 'h-11 rounded-xl border border-sand bg-white px-3 text-sm text-ink focus-visible:border-forest';

/** The sort order; Best match only while searching. */
export function ShopSortSelect({ value, searching, onChange }: { value: ShopSort; searching: boolean; onChange: (sort: string) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted">
        Sort by
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={SHOP_SELECT_CLASS}>
        {SORT_OPTIONS.filter((option) => searching || option.value !== 'relevance').map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
