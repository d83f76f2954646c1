import { Button } from '@/components/ui/button';
import { ALL_PRODUCTS } from './filter-products';

/** docs/product.md §2: category buttons, 'All Products' first; the chosen one is pressed. */
export function CategoryFilter({
  categories,
  selected,
  onSelect,
}: {
  categories: readonly string[];
  selected: string;
  onSelect: (category: string) => void;
}) {
  const options = [{ label: ALL_PRODUCTS, value: '' }, ...categories.map((c) => ({ label: c, value: c }))];
  return (
    <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = option.value === selected;
        return (
          <Button
            key={option.label}
            size="sm"
            variant={pressed ? 'primary' : 'outline'}
            aria-pressed={pressed}
            onClick={() => onSelect(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </div>
  );
}
