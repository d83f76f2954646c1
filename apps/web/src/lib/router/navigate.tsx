import { useEffect } from 'react';
import { useRouter } from './context';

/**
 * Navigates once rendered: a redirect (RouterState.redirect). Renders nothing, so on the server
 * (where effects do not run) it leaves an empty spot and the browser redirects after hydration.
 */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const router = useRouter();
  useEffect(() => {
    void router.navigate(to, { replace, state, redirect: true });
  }, [router, to, replace, state]);
  return null;
}
