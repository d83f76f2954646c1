import { useEffect } from 'react';
import { Link } from '@/lib/router/link';
import { useLocation } from '@/lib/router/hooks';
import { Button } from '@/components/ui/button';
import { shopPageTitle } from '@/lib/shop-settings';

/** docs/product.md §2: any other path shows 'Oops! Page not found' and logs the path. */
export function NotFoundRoute() {
  const location = useLocation();
  useEffect(() => {
    console.warn('404: no page at', location.pathname);
  }, [location.pathname]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>{shopPageTitle('Page not found')}</title>
      <p aria-hidden="true" className="font-serif text-7xl font-semibold text-sage-300">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold text-forest">Oops! Page not found</h1>
      <p className="mt-3 text-muted">The page you were looking for has moved, or never grew here.</p>
      <Button asChild className="mt-8">
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
