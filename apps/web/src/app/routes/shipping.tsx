import { ShippingPage } from '@/features/info/policy-pages';
import { shopSettings } from '@/lib/shop-settings';

export function ShippingRoute() {
  const { store } = shopSettings();
  return (
    <>
      <title>{`Shipping — ${store.shopName}`}</title>
      <meta name="description" content={`Free shipping and delivery times.`} />
      <ShippingPage />
    </>
  );
}
