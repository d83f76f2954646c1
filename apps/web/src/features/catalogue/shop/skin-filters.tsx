import { useId } from 'react';
import { cn } from '@/lib/cn';
import { SHOP_SELECT_CLASS } from './shop-sort';
import { SKIN_CONCERNS, SKIN_CONCERN_LABELS, SKIN_TYPES, SKIN_TYPE_LABELS } from '@pura/core/catalogue/skin-tags';

/** One labelled native select over a closed list, with an "any" choice first. */
function TagSelect<Value extends string>({
  label,
  anyLabel,
  options,
  labels,
  value,
  onChange,
}: {
  label: string;
  anyLabel: string;
  options: readonly Value[];
  labels: Readonly<Record<Value, string>>;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
      <label htmlFor={id} className="text-sm text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(SHOP_SELECT_CLASS, 'w-full sm:w-auto')}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** docs/product.md §9 'Search': filter by skin type and by concern, from the tags the owner sets. */
export function SkinFilters({
  type,
  concern,
  onType,
  onConcern,
}: {
  type: string;
  concern: string;
  onType: (type: string) => void;
  onConcern: (concern: string) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:gap-6">
      <TagSelect label="Skin type" anyLabel="Any skin type" options={SKIN_TYPES} labels={SKIN_TYPE_LABELS} value={type} onChange={onType} />
      <TagSelect
        label="Concern"
        anyLabel="Any concern"
        options={SKIN_CONCERNS}
        labels={SKIN_CONCERN_LABELS}
        value={concern}
        onChange={onConcern}
      />
    </div>
  );
}
