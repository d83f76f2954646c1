/**
 * A fieldset of checkboxes over a closed list (a product's skin types or concerns, docs/product.md
 * §3 Product): the ticked values in the list's order, so the saved array never depends on clicks.
 */
export function TagCheckboxes<Value extends string>({
  legend,
  options,
  labels,
  selected,
  onChange,
}: {
  legend: string;
  options: readonly Value[];
  labels: Readonly<Record<Value, string>>;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}) {
  const toggle = (value: Value, on: boolean) => onChange(options.filter((option) => (option === value ? on : selected.includes(option))));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label key={option} className="inline-flex min-h-6 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-forest"
              checked={selected.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
