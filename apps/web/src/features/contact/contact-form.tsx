import { CheckCircle2, Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import type { ContactMessage } from './contact-validation';
import { useContactForm } from './use-contact-form';

const FIELDS: ReadonlyArray<{ name: keyof ContactMessage; label: string; autoComplete?: string; type?: string; wide?: boolean }> = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email', wide: true },
  { name: 'subject', label: 'Subject', wide: true },
  { name: 'message', label: 'Message', wide: true },
];

/** The contact form (docs/product.md §2 /contact, §5, §8 'Contact'). */
export function ContactForm() {
  const form = useContactForm();
  const baseId = useId();
  const idOf = (field: keyof ContactMessage) => `${baseId}-${field}`;
  const formRef = useRef<HTMLFormElement>(null);
  const outcome = useRef<HTMLParagraphElement>(null);

  // Sending disables the button, so the browser drops the keyboard's place to <body>; the line
  // saying how it went takes it, unless the visitor has moved on to somewhere outside the form.
  useEffect(() => {
    if (form.status !== 'success' && form.status !== 'error') return;
    const focused = document.activeElement;
    if (!focused || focused === document.body || formRef.current?.contains(focused)) outcome.current?.focus();
  }, [form.status]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = form.submit();
    if (invalid) document.getElementById(idOf(invalid))?.focus();
  }

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${baseId}-title`}
      className="flex flex-col gap-5 rounded-[var(--radius-card)] border border-sand/70 bg-white/80 p-6 sm:p-8"
    >
      <div>
        <h2 id={`${baseId}-title`} className="text-2xl font-semibold text-forest">
          Send us a message
        </h2>
        <p className="mt-1 text-sm text-muted">All fields are required. We answer within 24 hours on working days.</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const id = idOf(field.name);
          const error = form.errors[field.name];
          const common = {
            id,
            name: field.name,
            value: form.values[field.name],
            required: true,
            autoComplete: field.autoComplete,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
          } as const;
          return (
            <div key={field.name} className={cn('flex flex-col gap-2', field.wide && 'sm:col-span-2')}>
              <Label htmlFor={id}>{field.label}</Label>
              {field.name === 'message' ? (
                <Textarea {...common} rows={6} onChange={(event) => form.setField(field.name, event.target.value)} />
              ) : (
                <Input {...common} type={field.type ?? 'text'} onChange={(event) => form.setField(field.name, event.target.value)} />
              )}
              {error && (
                <p id={`${id}-error`} className="text-sm text-danger">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={form.status === 'sending'}>
          <Send aria-hidden="true" />
          {form.status === 'sending' ? 'Sending…' : 'Send Message'}
        </Button>
        <p
          ref={outcome}
          role="status"
          tabIndex={-1}
          className={cn('text-sm outline-none', form.status === 'error' ? 'text-danger' : 'text-sage-700')}
        >
          {form.status === 'success' && (
            <span className="inline-flex items-center gap-2">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              Message sent successfully! We'll get back to you within 24 hours.
            </span>
          )}
          {form.status === 'error' && 'Failed to send message. Please try again or contact us directly.'}
        </p>
      </div>
    </form>
  );
}
