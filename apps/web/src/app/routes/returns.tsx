import { ReturnsPage } from '@/features/info/policy-pages';
import { shopSettings } from '@/lib/shop-settings';

export function ReturnsRoute() {
  const { store } = shopSettings();
  return (
    <>
      <title>{`Returns — ${store.shopName}`}</title>
      <meta name="description" content={`Our return window and how to return a product.`} />
      <ReturnsPage />
    </>
  );
}
