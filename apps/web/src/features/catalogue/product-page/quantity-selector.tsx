import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';

/**
 * docs/product.md §5: a quantity from 1 up to the stock and the shop's per-product limit;
 * `limitNote` says why it stops when the limit is what stops it.
 */
export function QuantitySelector({
  value,
  max,
  onChange,
  disabled = false,
  limitNote = null,
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  limitNote?: string | null;
}) {
  const labelId = useId();
  const noteId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-3">
      <span id={labelId} className="text-sm font-medium text-ink">
        Quantity
      </span>
      <div className="flex items-center rounded-full border border-sand bg-white">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Decrease quantity"
          disabled={disabled || value <= 1}
          onClick={() => onChange(value - 1)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <output aria-live="polite" aria-labelledby={labelId} className="w-8 text-center font-semibold tabular-nums">
          {value}
        </output>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Increase quantity"
          aria-describedby={limitNote ? noteId : undefined}
          disabled={disabled || value >= max}
          onClick={() => onChange(value + 1)}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {limitNote && (
        <p id={noteId} className="text-xs text-muted">
          {limitNote}
        </p>
      )}
    </div>
  );
}
