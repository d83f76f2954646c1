import { freeShippingLine, returnsLine } from '@pura/core/settings/shop-settings-display';
import { ContactPage } from '@/features/contact/contact-page';
import { shopSettings } from '@/lib/shop-settings';

export function ContactRoute() {
  const { store, policies } = shopSettings();
  return (
    <>
      <title>{`Contact — ${store.shopName}`}</title>
      <meta
        name="description"
        content={`Contact ${store.shopName}: send us a message, call or book a free consultation. ${freeShippingLine(policies)} and ${returnsLine(policies)}.`}
      />
      <ContactPage />
    </>
  );
}
