import { PRODUCT_TEXT_LIMITS } from '@pura/core/limits';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

const NEW_CATEGORY = '\u0000new';

/** The existing category `typed` means, whatever its case and spacing ("lip  care" → "Lip Care"), or null. */
export function existingCategory(typed: string, categories: readonly string[]): string | null {
  const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return categories.find((category) => key(category) === key(typed)) ?? null;
}

/**
 * The category is chosen from the shop's categories, or added on purpose with "New category…":
 * a new name that is an existing one in another case is said to be that one (the form saves it
 * so), so "Lip care" never makes a second chip beside "Lip Care".
 */
export function CategoryField({
  id,
  value,
  categories,
  onChange,
  invalid,
}: {
  id: string;
  value: string;
  categories: readonly string[];
  onChange: (category: string) => void;
  invalid: { 'aria-invalid'?: true | undefined; 'aria-describedby'?: string | undefined };
}) {
  const [adding, setAdding] = useState(() => value !== '' && !categories.includes(value));
  const hintId = useId();
  const same = adding ? existingCategory(value, categories) : null;
  if (!adding && categories.length > 0) {
    return (
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>Category</Label>
        <select
          id={id}
          value={value}
          onChange={(event) => {
            if (event.target.value !== NEW_CATEGORY) return onChange(event.target.value);
            setAdding(true);
            onChange('');
          }}
          className="h-11 w-full rounded-xl border border-sand bg-white px-3 text-sm aria-[invalid=true]:border-danger"
          {...invalid}
        >
          <option value="">Choose a category</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
          <option value={NEW_CATEGORY}>New category…</option>
        </select>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{categories.length > 0 ? 'New category' : 'Category'}</Label>
      <Input
        id={id}
        value={value}
        maxLength={PRODUCT_TEXT_LIMITS.category}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid['aria-invalid']}
        aria-describedby={[invalid['aria-describedby'], same && hintId].filter(Boolean).join(' ') || undefined}
      />
      {same && (
        <p id={hintId} className="text-sm text-muted">
          “{same}” exists already: the product goes there.
        </p>
      )}
      {categories.length > 0 && (
        <Button
          variant="link"
          size="sm"
          className="h-auto self-start px-0"
          onClick={() => {
            setAdding(false);
            onChange(same ?? '');
          }}
        >
          Choose an existing category
        </Button>
      )}
    </div>
  );
}
