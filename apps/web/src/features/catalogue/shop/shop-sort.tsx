import { SORT_OPTIONS, type ShopSort } from './filter-products';
import { ShopSelect } from './shop-select';

/** The sort order; Best match only while searching. */
export function ShopSortSelect({ value, searching, onChange }: { value: ShopSort; searching: boolean; onChange: (sort: string) => void }) {
  return (
    <ShopSelect label="Sort by" value={value} onChange={onChange}>
      {SORT_OPTIONS.filter((option) => searching || option.value !== 'relevance').map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </ShopSelect>
  );
}
