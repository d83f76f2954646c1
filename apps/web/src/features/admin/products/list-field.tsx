import { X } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useFocusAfterRowRemoval } from '../shared/use-focus-after-row-removal';

interface ListFieldProps {
  label: string;
  /** Singular, for the add button and remove labels ("benefit"). */
  itemName: string;
  items: string[];
  onChange: (items: string[]) => void;
  maxLength: number;
}

/** Edits a list of short texts (benefits, ingredients): add with Enter or the button, remove each. */
export function ListField({ label, itemName, items, onChange, maxLength }: ListFieldProps) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // After a remove, the next item's remove button has the focus, or the new-item field.
  const rows = useMemo(() => items.map((item) => ({ id: item })), [items]);
  const rowFocus = useFocusAfterRowRemoval<HTMLFieldSetElement>(rows, input);
  const add = () => {
    const value = draft.trim();
    if (value && !items.includes(value)) onChange([...items, value]);
    setDraft('');
  };
  return (
    <fieldset className="flex flex-col gap-2" {...rowFocus}>
      <legend className="text-sm font-medium text-ink">{label}</legend>
      {items.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li
              key={item}
              data-row-id={item}
              className="inline-flex items-center gap-1 rounded-full bg-sage-100 py-1 pl-3 pr-1 text-sm text-forest"
            >
              {item}
              <button
                type="button"
                className="rounded-full p-1 hover:bg-sage-200 cursor-pointer"
                aria-label={`Remove ${itemName} ${item}`}
                onClick={() => onChange(items.filter((i) => i !== item))}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Label htmlFor={id} className="sr-only">
          New {itemName}
        </Label>
        <Input
          ref={input}
          id={id}
          value={draft}
          maxLength={maxLength}
          placeholder={`Add ${/^[aeiou]/i.test(itemName) ? 'an' : 'a'} ${itemName}`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add} disabled={draft.trim() === ''}>
          Add {itemName}
        </Button>
      </div>
    </fieldset>
  );
}
