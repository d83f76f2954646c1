import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { type MouseEvent, useSyncExternalStore } from 'react';
import { type ToastAction, currentToasts, dismissToast, pauseToasts, resumeToasts, serverToasts, subscribeToToasts } from '@/lib/toast';

/**
 * Shows the toasts raised with `toast.success` / `toast.error` (lib/toast.ts) at the bottom of the
 * screen (above a phone's action bar) — never over the header, whose cart icon is what a shopper reaches for after adding. One
 * polite live region announces each new message to screen readers; a pointer or focus on the
 * toasts pauses their timers; each has a close button, and may offer next steps as links.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, serverToasts);
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      aria-relevant="additions text"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(max(1rem,env(safe-area-inset-bottom))+var(--action-bar-height,0px))] z-[60] flex justify-center px-4 sm:bottom-[calc(1.5rem+var(--action-bar-height,0px))] sm:justify-end sm:px-6"
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
              {item.actions ? (
                <p className="mt-2 flex flex-wrap gap-2">
                  {item.actions.map((action) =>
                    'href' in action ? (
                      <a key={action.label} href={action.href} onClick={(event) => followAction(event, action, item.id)} className={ACTION}>
                        {action.label}
                      </a>
                    ) : (
                      <button
                        key={action.label}
                        type="button"
                        onClick={() => {
                          dismissToast(item.id);
                          action.onSelect();
                        }}
                        className={ACTION}
                      >
                        {action.label}
                      </button>
                    ),
                  )}
                </p>
              ) : null}
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

const ACTION =
  'inline-flex min-h-9 cursor-pointer items-center rounded-full border border-forest px-3 font-medium text-forest hover:bg-forest hover:text-cream';

/** A plain click follows the link inside the app and closes its toast; other clicks act as links do. */
function followAction(event: MouseEvent<HTMLAnchorElement>, action: Extract<ToastAction, { href: string }>, toastId: number) {
  dismissToast(toastId);
  const plainClick = event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
  if (!plainClick || !action.navigate) return;
  event.preventDefault();
  action.navigate();
}
