import { useId, type ComponentProps, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
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

/** The newsletter opt-in box, checked by default on both tabs (docs/product.md §4 'Newsletter subscribe'). */
export function NewsletterOptIn({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <input
        id={id}
        type="checkbox"
        className="size-4 accent-forest"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
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

/** The submit button of an account form, its label saying what is happening while the request runs. */
export function SubmitButton({ pending, pendingLabel, children }: { pending: boolean; pendingLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" disabled={pending}>
      {pending ? pendingLabel : children}
    </Button>
  );
}

/** The way from one of the other sign-in forms (reset, link, code) back to the Sign In form. */
export function BackToSignInButton({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="link" className="self-center" onClick={onBack}>
      Back to Sign In
    </Button>
  );
}

/** What a form shows once its message has gone out, in place of the form, with the way back to Sign In. */
export function SentNotice({ children, onBack }: { children: ReactNode; onBack: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="break-words rounded-xl bg-sage-100 px-4 py-3 text-sm text-forest">
        {children}
      </p>
      <Button variant="outline" onClick={onBack}>
        Back to Sign In
      </Button>
    </div>
  );
}
