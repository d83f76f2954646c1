import type { ShippingAddress } from '@pura/core/schemas/cart';
import { ArrowRight } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { readSavedAddress, saveAddress } from './saved-address';

type Field = keyof ShippingAddress;

const FIELDS: ReadonlyArray<{ name: Field; label: string; autoComplete: string; wide?: boolean }> = [
  { name: 'firstName', label: 'First name', autoComplete: 'shipping given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'shipping family-name' },
  { name: 'address', label: 'Address', autoComplete: 'shipping street-address', wide: true },
  { name: 'city', label: 'City', autoComplete: 'shipping address-level2' },
  { name: 'zipCode', label: 'ZIP code', autoComplete: 'shipping postal-code' },
];

const EMPTY: ShippingAddress = { firstName: '', lastName: '', address: '', city: '', zipCode: '' };

// Core's shippingAddressSchema, the one the server validates with, brings zod (about 23 kB gzip):
// it loads when the shopper starts on the address, not with the page (decision 012).
const loadAddressSchema = () => import('@pura/core/schemas/cart').then((m) => m.shippingAddressSchema);

type AddressSchema = Awaited<ReturnType<typeof loadAddressSchema>>;

/** The schema once loaded (null before), and `load`, which starts loading it and resolves to it. */
function useAddressSchema() {
  const [schema, setSchema] = useState<AddressSchema | null>(null);
  const load = async () => {
    const loaded = await loadAddressSchema();
    setSchema(loaded);
    return loaded;
  };
  return { schema, load };
}

/** Field messages from the address schema; none while it is still loading. */
function addressErrors(schema: AddressSchema | null, values: ShippingAddress): Partial<Record<Field, string>> {
  const result = schema?.safeParse(values);
  if (!result || result.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The shipping address of docs/product.md §2 'Checkout screen'. Continue to Payment stays disabled until
 * every field is filled and no cart issue remains (docs/product.md §5 'Checkout'); a field's message
 * shows once the shopper has left it or tried to continue.
 */
export function ShippingAddressForm({
  blocked,
  blockMessage,
  locked,
  pending,
  onSubmit,
}: {
  /** The cart is being re-checked or has issues: nothing may be paid yet. */
  blocked: boolean;
  /** Why, when the shopper can do something about it. */
  blockMessage: string | null;
  /** The payment session exists: the address it was made with is final. */
  locked: boolean;
  pending: boolean;
  onSubmit: (address: ShippingAddress) => void;
}) {
  // /checkout is never rendered on the server, so the first render may read this tab's storage.
  const [values, setValues] = useState<ShippingAddress>(() => readSavedAddress() ?? EMPTY);
  function change(name: Field, value: string) {
    setValues((current) => {
      const next = { ...current, [name]: value };
      saveAddress(next);
      return next;
    });
  }
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const formId = useId();
  const blockedId = useId();
  const address = useAddressSchema();
  const errors = addressErrors(address.schema, values);
  const allFilled = FIELDS.every(({ name }) => values[name].trim() !== '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const parsed = (await address.load()).safeParse(values);
    if (parsed.success && !blocked) onSubmit(parsed.data);
  }

  return (
    <form
      aria-labelledby={`${formId}-title`}
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={() => void address.load().catch(() => undefined)}
      className="flex flex-col gap-5"
    >
      <h2 id={`${formId}-title`} className="text-xl font-semibold text-forest">
        Shipping address
      </h2>
      <fieldset disabled={locked} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Shipping address</legend>
        {FIELDS.map(({ name, label, autoComplete, wide }) => {
          const inputId = `${formId}-${name}`;
          const error = touched[name] || submitted ? errors[name] : undefined;
          return (
            <div key={name} className={cn('flex flex-col gap-1.5', wide && 'sm:col-span-2')}>
              <Label htmlFor={inputId}>{label}</Label>
              <Input
                id={inputId}
                name={name}
                autoComplete={autoComplete}
                required
                value={values[name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                onChange={(event) => change(name, event.target.value)}
                onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
              />
              {error && (
                <p id={`${inputId}-error`} className="text-sm text-danger">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
      {!locked && (
        <div className="flex flex-col gap-2">
          {blockMessage && (
            <p id={blockedId} className="text-sm font-medium text-danger">
              {blockMessage}
            </p>
          )}
          <Button
            type="submit"
            size="lg"
            disabled={!allFilled || blocked || pending}
            aria-describedby={blockMessage ? blockedId : undefined}
            className="sm:self-start"
          >
            {pending ? 'Creating payment session...' : 'Continue to Payment'}
            {!pending && <ArrowRight aria-hidden="true" />}
          </Button>
        </div>
      )}
    </form>
  );
}
