import { type ComponentProps, type Ref, useRef } from 'react';
import { cn } from '@/lib/cn';
import { useKeepEarlyInput } from '@/lib/keep-early-input';

export function Input({ className, type = 'text', ref, ...props }: ComponentProps<'input'>) {
  const field = useRef<HTMLInputElement | null>(null);
  useKeepEarlyInput(field);
  return (
    <input
      ref={(node) => {
        field.current = node;
        passRef(ref, node);
      }}
      type={type}
      className={cn(
        'h-11 w-full rounded-xl border border-sand bg-white px-4 text-sm text-ink placeholder:text-muted/80 focus-visible:border-forest disabled:opacity-60 aria-[invalid=true]:border-danger',
        className,
      )}
      {...props}
    />
  );
}

/** An e-mail address field: the address keyboard, autofill and the shop's example placeholder. */
export function EmailInput({
  onValueChange,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'onChange'> & { onValueChange: (value: string) => void }) {
  return (
    <Input type="email" autoComplete="email" placeholder="you@example.com" onChange={(e) => onValueChange(e.target.value)} {...props} />
  );
}

export function Textarea({ className, ref, ...props }: ComponentProps<'textarea'>) {
  const field = useRef<HTMLTextAreaElement | null>(null);
  useKeepEarlyInput(field);
  return (
    <textarea
      ref={(node) => {
        field.current = node;
        passRef(ref, node);
      }}
      className={cn(
        'w-full rounded-xl border border-sand bg-white px-4 py-3 text-sm text-ink focus-visible:border-forest aria-[invalid=true]:border-danger',
        className,
      )}
      {...props}
    />
  );
}

/** Hands the element on to the caller's own ref, whichever kind it is. */
function passRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}
