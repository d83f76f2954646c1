import type { FormEvent } from 'react';
import { useRouter } from '@/lib/router/context';

/**
 * The header's search field on every page (docs/product.md §9 'Search'): a GET form to /shop?q=,
 * which the server renders with the results, sent as a navigation inside the app (every form of
 * the app handles its own submit, see early-presses.ts). It rides in every page's first script, so
 * it holds no state and its look is in styles.css: on phones an icon that widens over the header
 * row while it has the focus.
 */
export function HeaderSearch() {
  const router = useRouter();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void router.navigate(`/shop?${new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>)}`);
  };
  return (
    <form role="search" action="/shop" onSubmit={submit} className="header-search">
      <input name="q" type="search" aria-label="Search all products" placeholder="Search products" />
    </form>
  );
}
