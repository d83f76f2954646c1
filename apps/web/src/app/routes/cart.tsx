import { RequireAuth } from '@/components/auth/require-auth';
import { CartPage } from '@/features/cart/cart-page';

export function CartRoute() {
  return (
    <RequireAuth>
      <title>Your Cart — Pura</title>
      <meta name="description" content="Your Pura cart: the products and routines you picked, their total with the bundle discount, a name for your package, and the way to checkout." />
      <CartPage />
    </RequireAuth>
  );
}
