import { MAX_PACKAGING_NAME_LENGTH } from '@pura/core/limits';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The package-personalisation name (docs/product.md §5, §9: at most 30 characters), with a counter. */
export function PackagingNameField({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const inputId = useId();
  const counterId = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={inputId}>Personalise your package (optional)</Label>
      <Input
        id={inputId}
        value={value}
        maxLength={MAX_PACKAGING_NAME_LENGTH}
        placeholder="A name to print on the package"
        autoComplete="off"
        aria-describedby={counterId}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={counterId} className="self-end text-xs text-muted tabular-nums">
        {value.length}/{MAX_PACKAGING_NAME_LENGTH} characters
      </p>
    </div>
  );
}
