import { useId } from 'react';
import type { SettingsChange } from '@pura/core/settings/shop-settings';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { Link } from '@/lib/router/link';
import { formatDateTime } from '../shared/admin-date';
import { ImageSettingField } from './image-setting-field';
import { SETTINGS_FORM, type SettingsField } from './settings-fields';
import { useShopSettingsForm } from './use-shop-settings-form';

/** /admin/settings: everything an owner changes about the shop, in sections (decision 024). */
export function SettingsPage() {
  const form = useShopSettingsForm();
  if (form.saved.isError) return <p role="alert">The settings could not be loaded. Reload the page to try again.</p>;
  if (!form.current) return <p className="text-muted">Loading settings…</p>;
  const settings = form.current;
  return (
    <form
      noValidate
      aria-labelledby="settings-heading"
      className="flex flex-col gap-8"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <div className="flex flex-col gap-1">
        <h2 id="settings-heading" className="text-2xl font-semibold text-forest">
          Shop settings
        </h2>
        <LastChange change={form.lastChange} />
      </div>
      {SETTINGS_FORM.map((section) => (
        <fieldset
          key={section.section}
          className="flex min-w-0 flex-col gap-4 rounded-[var(--radius-card)] border border-sand/70 bg-white/70 p-5 sm:p-6"
        >
          <legend className="px-1 text-lg font-semibold text-forest">{section.title}</legend>
          <p className="text-sm text-muted">
            Shown on {section.shownAt.label}.{' '}
            <Link to={section.shownAt.to} className="underline underline-offset-4">
              See it in the shop
            </Link>
          </p>
          <div className="grid gap-4 md:grid-cols-2">
            {section.fields.map((field) => (
              <FieldEditor
                key={field.field}
                field={field}
                value={(settings[section.section] as Record<string, unknown>)[field.field]}
                error={form.errors.get(`${section.section}.${field.field}`)}
                onChange={(value) => form.setField(section.section, field.field, value)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <div className="sticky bottom-0 -mx-4 flex items-center justify-end gap-3 border-t border-sand bg-cream px-4 py-3 pura-shadow-up sm:mx-0 sm:px-0">
        {form.dirty && <p className="text-sm text-muted">Unsaved changes</p>}
        <Button type="submit" disabled={form.saving || !form.dirty}>
          {form.saving ? 'Saving…' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}

function LastChange({ change }: { change: SettingsChange | null }) {
  if (!change) return <p className="text-sm text-muted">No changes saved yet: the shop shows its defaults.</p>;
  return (
    <p className="text-sm text-muted">
      Last changed by {change.changedBy} on {formatDateTime(change.changedAt)}: {change.fields.join(', ')}
    </p>
  );
}

function FieldEditor({
  field,
  value,
  error,
  onChange,
}: {
  field: SettingsField;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined } as const;
  const wide = field.kind === 'textarea' ? 'md:col-span-2' : '';
  const label = (
    <label htmlFor={id} className="text-sm font-medium text-ink">
      {field.label}
    </label>
  );
  const messages = (
    <>
      {field.hint && <p className="text-xs text-muted">{field.hint}</p>}
      {error && (
        <p id={errorId} className="text-sm text-terracotta-dark">
          {error}
        </p>
      )}
    </>
  );

  if (field.kind === 'image') {
    return (
      <ImageSettingField
        label={field.label}
        defaultLabel={field.defaultLabel ?? 'The built-in artwork'}
        hint={field.hint}
        value={typeof value === 'string' ? value : null}
        error={error}
        onChange={onChange}
      />
    );
  }
  if (field.kind === 'switch') {
    return (
      <div className={`flex flex-col gap-1 ${wide}`}>
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-ink">
          <input
            type="checkbox"
            className="size-5 accent-forest"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
          />
          {field.label}
        </label>
        {messages}
      </div>
    );
  }
  if (field.kind === 'tax-mode') {
    return (
      <div className={`flex flex-col gap-1 ${wide}`}>
        {label}
        <select
          id={id}
          value={String(value)}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-full min-w-0 rounded-xl border border-sand bg-white px-3"
          {...described}
        >
          <option value="added_at_checkout">Added at checkout</option>
          <option value="included_in_prices">Included in prices (EU consumer prices)</option>
        </select>
        {messages}
      </div>
    );
  }
  if (field.kind === 'euros-or-free') {
    const alwaysFree = value === null;
    return (
      <div className={`flex flex-col gap-1 ${wide}`}>
        {label}
        <Input
          id={id}
          inputMode="decimal"
          disabled={alwaysFree}
          value={alwaysFree ? '' : centsText(value)}
          onChange={(event) => onChange(fromText(event.target.value, 100))}
          {...described}
        />
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            className="size-4 accent-forest"
            checked={alwaysFree}
            onChange={(event) => onChange(event.target.checked ? null : 3000)}
          />
          Every order ships free
        </label>
        {messages}
      </div>
    );
  }
  if (field.kind === 'percent' || field.kind === 'days' || field.kind === 'euros') {
    const factor = field.kind === 'days' ? 1 : 100;
    return (
      <div className={`flex flex-col gap-1 ${wide}`}>
        {label}
        <Input
          id={id}
          inputMode="decimal"
          value={typeof value === 'number' && !Number.isNaN(value) ? String(value / factor) : ''}
          onChange={(event) => onChange(fromText(event.target.value, factor))}
          {...described}
        />
        {messages}
      </div>
    );
  }
  const text = typeof value === 'string' ? value : '';
  return (
    <div className={`flex flex-col gap-1 ${wide}`}>
      {label}
      {field.kind === 'textarea' ? (
        <Textarea
          id={id}
          rows={field.field === 'aboutStory' ? 8 : 3}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          {...described}
        />
      ) : (
        <Input
          id={id}
          type={field.kind === 'email' ? 'email' : 'text'}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          {...described}
        />
      )}
      {messages}
    </div>
  );
}

/** Typed text to the stored number: euros or percent × factor, NaN when it is no number (the schema then says so at the field). */
function fromText(text: string, factor: number): number {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^\d+(\.\d+)?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * factor * 1e6) / 1e6;
}

function centsText(value: unknown): string {
  return typeof value === 'number' && !Number.isNaN(value) ? String(value / 100) : '';
}
