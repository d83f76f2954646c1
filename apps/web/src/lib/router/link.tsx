import type { ComponentProps, MouseEvent } from 'react';
import { useRouter } from './context';
import { useLocation } from './hooks';
import { createPath } from './router';

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** An absolute path, with query and hash if any. */
  to: string;
  /** Replaces the current history entry; the default when `to` is where the visitor already is. */
  replace?: boolean;
  /** Travels with the history entry (useLocation().state). */
  state?: unknown;
}

/**
 * A real <a href> (it works before the app's code runs, and opens in a new tab as links do) whose
 * plain left click navigates inside the app.
 */
export function Link({ to, replace, state, onClick, ...props }: LinkProps) {
  const router = useRouter();
  const navigateInApp = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const link = event.currentTarget;
    const plainClick = event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
    const inThisTab = (!link.target || link.target === '_self') && !link.hasAttribute('download') && link.origin === window.location.origin;
    if (event.defaultPrevented || !plainClick || !inThisTab) return;
    event.preventDefault();
    void router.navigate(to, { replace: replace ?? to === createPath(router.state.location), state });
  };
  return <a {...props} href={to} onClick={navigateInApp} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on `to` itself, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/** A link that knows whether it points at the page on screen (or one below it): aria-current="page". */
export function NavLink({ end = false, className, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const path = props.to;
  const isActive = pathname === path || (!end && pathname.startsWith(path.endsWith('/') ? path : `${path}/`));
  return (
    <Link
      {...props}
      className={typeof className === 'function' ? className({ isActive }) : className}
      aria-current={isActive ? 'page' : undefined}
    />
  );
}
