import { Toaster as Sonner } from 'sonner';

/** SPEC.md §9: at most 3 visible toasts, 4000 ms each. */
export function Toaster() {
  return (
    <Sonner
      visibleToasts={3}
      duration={4000}
      position="top-center"
      toastOptions={{ classNames: { toast: 'rounded-2xl border border-sand bg-cream text-ink font-sans' } }}
    />
  );
}
