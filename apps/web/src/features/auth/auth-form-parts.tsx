import { useId, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A labelled input for the account forms. */
export function AuthField({ label, ...props }: { label: string } & ComponentProps<'input'>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...props} />
    </div>
  );
}

/** The newsletter opt-in box, checked by default on both tabs (SPEC.md §4 'Newsletter subscribe'). */
export function NewsletterOptIn({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <input id={id} type="checkbox" className="size-4 accent-forest" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <Label htmlFor={id} className="font-normal text-muted">
        Subscribe to our newsletter for tips and offers
      </Label>
    </div>
  );
}

/** The inline form message, announced to screen readers. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger">
      {message}
    </p>
  );
}
