import { useWishlist } from '@/data/wishlist';

/**
 * The header heart's name and count: how many products this browser saved (docs/product.md §2).
 * Its own chunk, loaded after the first paint, so the storefront's first load does not carry it;
 * the name is one text, as screen readers would otherwise read a pause inside it.
 */
export function WishlistCount() {
  const count = useWishlist().length;
  if (count === 0) return <span className="sr-only">Wishlist</span>;
  return (
    <>
      <span className="sr-only">Wishlist, {count} saved</span>
      <span
        aria-hidden="true"
        className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-terracotta-dark px-1 text-[11px] font-semibold leading-5 text-white"
      >
        {count > 99 ? '99+' : count}
      </span>
    </>
  );
}
