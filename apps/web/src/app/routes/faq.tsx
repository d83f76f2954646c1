import { FaqPage } from '@/features/contact/faq-page';
import { shopSettings } from '@/lib/shop-settings';

export function FaqRoute() {
  const { store } = shopSettings();
  return (
    <>
      <title>{`FAQ — ${store.shopName}`}</title>
      <meta name="description" content={`Answers about shipping, returns, consultations and routines.`} />
      <FaqPage />
    </>
  );
}
