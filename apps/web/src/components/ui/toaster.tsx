import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, pauseToasts, resumeToasts, serverToasts, subscribeToToasts } from '@/lib/toast';

/**
 * Shows the toasts raised with `toast.success` / `toast.error` (lib/toast.ts) at the top of the
 * screen. One polite live region announces each new message to screen readers; a pointer or
 * focus on the toasts pauses their timers; each has a close button.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, serverToasts);
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      aria-relevant="additions text"
      className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex justify-center px-4"
      onMouseEnter={pauseToasts}
      onMouseLeave={resumeToasts}
      onFocus={pauseToasts}
      onBlur={resumeToasts}
    >
      <ol className="flex w-full max-w-sm flex-col gap-2">
        {toasts.map((item) => (
          <li
            key={item.id}
            data-kind={item.kind}
            className="pura-toast pointer-events-auto flex items-start gap-3 rounded-2xl border border-sand bg-cream px-4 py-3 font-sans text-sm text-ink shadow-lg"
          >
            {item.kind === 'success' ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-forest" />
            ) : (
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
            )}
            <div className="flex-1">
              <p className="font-medium">{item.message}</p>
              {item.description ? <p className="mt-0.5 text-muted">{item.description}</p> : null}
            </div>
            <button
              type="button"
              aria-label="Close notification"
              onClick={() => dismissToast(item.id)}
              className="-m-1 cursor-pointer rounded-full p-1 text-muted hover:bg-sand/60 hover:text-ink"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
