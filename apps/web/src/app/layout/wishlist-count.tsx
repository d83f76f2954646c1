import { useWishlist } from '@/data/wishlist';

/**
 * The header heart's count: how many products this browser saved (docs/product.md §2). Its own
 * chunk, loaded after the first paint, so the storefront's first load does not carry it.
 */
export function WishlistCount() {
  const count = useWishlist().length;
  if (count === 0) return null;
  return (
    <>
      <span className="sr-only">, {count} saved</span>
      <span
        aria-hidden="true"
        className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-terracotta-dark px-1 text-[11px] font-semibold leading-5 text-white"
      >
        {count > 99 ? '99+' : count}
      </span>
    </>
  );
}
