import { SKIN_CONCERNS, SKIN_CONCERN_LABELS, SKIN_TYPES, SKIN_TYPE_LABELS } from '@pura/core/catalogue/skin-tags';
import { ShopSelect } from './shop-select';

/** One closed list as a select, with an "any" choice first; stacked under its label on phones. */
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
  return (
    <ShopSelect
      label={label}
      value={value}
      onChange={onChange}
      className="flex-col items-stretch gap-1 sm:flex-row sm:items-center sm:gap-2"
    >
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </ShopSelect>
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
