import { Button } from '@/components/ui/button';
import { shopPageTitle } from '@/lib/shop-settings';

/**
 * A quiz page that cannot show the quiz yet or at all: a status line while loading, or a message
 * with the one way out (Try Again, Retake the quiz).
 */
export function QuizMessage({
  pageTitle,
  title,
  status,
  body,
  action,
  onAction,
}: {
  /** The browser tab's title: the quiz's own. */
  pageTitle: string;
  title?: string;
  /** Announced politely while something loads. */
  status?: string;
  body?: string;
  action?: string;
  onAction?: () => void;
}) {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-start justify-center gap-4 px-4 py-14 sm:px-6">
      <title>{shopPageTitle(pageTitle)}</title>
      {status && (
        <p role="status" className="text-muted">
          {status}
        </p>
      )}
      {title && <h1 className="text-3xl font-semibold text-forest">{title}</h1>}
      {body && <p className="text-lg text-muted">{body}</p>}
      {action && onAction && <Button onClick={onAction}>{action}</Button>}
    </div>
  );
}
