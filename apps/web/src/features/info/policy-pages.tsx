import { freeShippingLine, returnsLine } from '@pura/core/settings/shop-settings-display';
import { shippingFeeLine } from '@pura/core/settings/shipping-lines';
import { Link } from '@/lib/router/link';
import { ShopPolicies } from '@/components/policies/shop-policies';
import { shopSettings } from '@/lib/shop-settings';
import { PageIntro } from './page-intro';

/** /shipping: the shop's shipping and delivery promise, from its policy settings (decision 024). */
export function ShippingPage() {
  const { policies } = shopSettings();
  return (
    <>
      <PageIntro eyebrow="Shipping" title={freeShippingLine(policies)}>
        <p>
          {shippingFeeLine(policies) && `${shippingFeeLine(policies)}. `}Every order is delivered in {policies.deliveryTime}, packed in
          plastic-free packaging.
        </p>
      </PageIntro>
      <section aria-label="Shipping and delivery" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <ShopPolicies show={['shipping', 'delivery']} />
        <p className="mt-8 text-muted">
          Questions about an order? <Link to="/contact">Contact us</Link>.
        </p>
      </section>
    </>
  );
}

/** /returns: the shop's return window, from its policy settings, beside the EU right of withdrawal in the terms. */
export function ReturnsPage() {
  const { policies } = shopSettings();
  return (
    <>
      <PageIntro eyebrow="Returns" title={returnsLine(policies)}>
        <p>Not right for you? Return it within {policies.returnWindowDays} days of delivery for a full refund.</p>
      </PageIntro>
      <section aria-label="Returns" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <ShopPolicies show={['returns']} />
        <p className="mt-8 text-muted">
          Your statutory right of withdrawal is explained in our <Link to="/terms">terms</Link>. To start a return,{' '}
          <Link to="/contact">contact us</Link>.
        </p>
      </section>
    </>
  );
}
