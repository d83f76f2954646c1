import { RequireAuth } from '@/components/auth/require-auth';
import { CartPage } from '@/features/cart/cart-page';

export function CartRoute() {
  return (
    <RequireAuth>
      <title>Your Cart — Pura</title>
      <CartPage />
    </RequireAuth>
  );
}
