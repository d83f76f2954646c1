import { useId } from 'react';
import { SORT_OPTIONS, type ShopSort } from './filter-products';

/** The sort order, a native select: one tap opens the phone's own picker, arrows work on a keyboard. */
export function ShopSortSelect({ value, onChange }: { value: ShopSort; onChange: (sort: string) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted">
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 rounded-xl border border-sand bg-white px-3 text-sm text-ink focus-visible:border-forest"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
