import { RequireAuth } from '@/components/auth/require-auth';
import { CartPage } from '@/features/cart/cart-page';
import { FeaturedProducts } from '@/features/catalogue/featured/featured-products';
import { shopPageTitle, shopSettings } from '@/lib/shop-settings';

/** Signed-in shoppers only, unless the owner chose a guest cart: then sign-in is asked at checkout (docs/settings.md). */
export function CartRoute() {
  const page = (
    <>
      <title>{shopPageTitle('Your Cart')}</title>
      <meta
        name="description"
        content={`Your ${shopPageTitle()} cart: the products and routines you picked, their total with the bundle discount, a name for your package, and the way to checkout.`}
      />
      {/* An empty cart offers the bestsellers and new arrivals, not only a way back to the shop. */}
      <CartPage whenEmpty={<FeaturedProducts />} />
    </>
  );
  return shopSettings().checkout.signInToAddToCart ? <RequireAuth>{page}</RequireAuth> : page;
}
