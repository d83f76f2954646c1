import { WishlistPage } from '@/features/catalogue/wishlist/wishlist-page';

export function WishlistRoute() {
  return (
    <>
      <title>Your Wishlist — Pura</title>
      {/* Each browser's own list: nothing here for a search engine. */}
      <meta name="robots" content="noindex" />
      <WishlistPage />
    </>
  );
}
