import { AlertTriangle, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { type CartIssue, issuesHeadline } from './find-cart-issues';

/**
 * The cart re-check of docs/product.md §4 'Checkout flow': a spinner while it runs, 'Unable to validate
 * cart items' when it could not run, otherwise each issue with the fix it offers.
 */
export function CartIssues({
  checking,
  failed,
  issues,
  onRetry,
  onFix,
}: {
  checking: boolean;
  failed: boolean;
  issues: readonly CartIssue[];
  onRetry: () => void;
  onFix: (issue: CartIssue) => void;
}) {
  if (checking) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        Checking your cart...
      </p>
    );
  }
  if (failed) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger/40 bg-red-50 p-4 text-sm text-danger"
      >
        <span>Unable to validate cart items</span>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (issues.length === 0) return null;
  return (
    <section role="alert" aria-label="Cart issues" className="flex flex-col gap-3 rounded-xl border border-terracotta/50 bg-blush/30 p-4">
      <h2 className="flex items-center gap-2 font-semibold text-ink">
        <AlertTriangle aria-hidden="true" className="size-5 text-terracotta-dark" />
        {issuesHeadline(issues.length)}
      </h2>
      <ul className="flex flex-col gap-2">
        {issues.map((issue) => (
          <li key={issue.lineId} className="flex flex-wrap items-center justify-between gap-2 text-sm text-ink">
            <span>{issue.message}</span>
            <Button variant="outline" size="sm" onClick={() => onFix(issue)}>
              {issue.fix.label}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
