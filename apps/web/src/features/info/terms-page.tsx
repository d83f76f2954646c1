import { Link } from '@/lib/router/link';
import type { ShopSettings } from '@pura/core/settings/shop-settings';
import { addressLines, freeShippingLine, taxRatePercent } from '@pura/core/settings/shop-settings-display';
import { shippingFeeLine } from '@pura/core/settings/shipping-lines';
import { shopSettings } from '@/lib/shop-settings';
import { type LegalSection, LegalPage } from './legal-page';

/** The sections, written from the shop's settings (decision 024). */
function sections({ store, business, policies, pricing }: ShopSettings): LegalSection[] {
  return [
    {
      id: 'scope',
      title: 'Who we are and scope',
      body: (
        <>
          <p>
            These terms apply to every order placed in the {store.shopName} online shop by consumers. The shop is run by{' '}
            {business.legalName}, {business.street}, {business.city}, {business.postcode}, {business.country} (company number{' '}
            {business.companyNumber}, VAT {business.vatId}).
          </p>
          <p>
            You can reach us at <a href={`mailto:${store.contactEmail}`}>{store.contactEmail}</a> or {store.phone}.
          </p>
        </>
      ),
    },
    {
      id: 'contract',
      title: 'Your order and the contract',
      body: (
        <>
          <p>
            Product pages are an invitation to order, not a binding offer. When you click Pay Now you make a binding offer to buy the
            products in your cart. The contract is concluded when your payment is confirmed and we send you the order confirmation by
            e-mail.
          </p>
          <p>Before paying you can review and correct every item, quantity and your address. You need a customer account to order.</p>
          <p>The contract language is English. We store your order; you can see it in your account's order history.</p>
        </>
      ),
    },
    {
      id: 'prices',
      title: 'Prices and payment',
      body: (
        <>
          <p>
            All prices are in euro.{' '}
            {pricing.taxMode === 'included_in_prices'
              ? `They include ${taxRatePercent(pricing.taxRateBasisPoints)} % VAT.`
              : `VAT of ${taxRatePercent(pricing.taxRateBasisPoints)} % is added at checkout, shown in the cart before you pay.`}{' '}
            {freeShippingLine(policies)}
            {shippingFeeLine(policies)
              ? `; ${shippingFeeLine(policies)}, shown in the cart before you pay.`
              : ': checkout never adds a shipping charge.'}
          </p>
          <p>
            We accept payment by card. Your card is charged when you place the order. When you buy a complete routine recommended by one of
            our quizzes, the 15% routine discount is shown in the cart and applied at checkout.
          </p>
        </>
      ),
    },
    {
      id: 'delivery',
      title: 'Delivery',
      body: (
        <p>
          We deliver within the European Union. Delivery takes {policies.deliveryTime}. If a product turns out to be unavailable after you
          ordered, we tell you straight away and refund any payment already made within 14 days.
        </p>
      ),
    },
    {
      id: 'withdrawal',
      title: 'Your 14-day right of withdrawal',
      body: (
        <>
          <p>
            As a consumer in the EU you have the right to withdraw from this contract within 14 days without giving any reason. The
            withdrawal period ends 14 days after the day on which you, or a third party you name other than the carrier, take physical
            possession of the goods — for an order delivered in several parcels, of the last one.
          </p>
          <p>
            To exercise it, tell us ({addressLines(business).join(', ')}, <a href={`mailto:${store.contactEmail}`}>{store.contactEmail}</a>)
            by a clear statement, for example a letter or e-mail. You may use the model withdrawal form below, but you do not have to.
            Sending your statement before the period ends is enough.
          </p>
          <h3>Effects of withdrawal</h3>
          <p>
            We refund all payments received from you, including the standard delivery costs, without undue delay and at the latest within 14
            days of the day we are informed of your withdrawal, using the same means of payment you used. We may withhold the refund until
            we have received the goods back or you have supplied evidence of having sent them back, whichever is earliest.
          </p>
          <p>
            Please send the goods back to us without undue delay and in any event within 14 days of telling us. You bear the direct cost of
            returning them. You are only liable for any diminished value of the goods resulting from handling beyond what is necessary to
            establish their nature, characteristics and functioning.
          </p>
          <h3>Exception</h3>
          <p>
            For health and hygiene reasons the right of withdrawal does not apply to sealed cosmetics whose seal you have broken after
            delivery (Art. 16(e) of Directive 2011/83/EU).
          </p>
          <h3>Model withdrawal form</h3>
          <p>
            To {business.legalName}, {business.street}, {business.city}, {business.postcode}, {business.country}, {store.contactEmail}: I/We
            hereby give notice that I/We withdraw from my/our contract of sale of the following goods: … Ordered on / received on: … Name of
            consumer(s): … Address of consumer(s): … Signature (only if on paper): … Date: …
          </p>
        </>
      ),
    },
    {
      id: 'returns',
      title: 'Our voluntary return promise',
      body: (
        <p>
          Beyond the legal right above, you can return unopened products within {policies.returnWindowDays} days of delivery for a full
          refund of the product price. This promise does not limit your statutory rights.
        </p>
      ),
    },
    {
      id: 'warranty',
      title: 'Legal guarantee',
      body: (
        <p>
          You have the statutory rights for goods that are not in conformity with the contract. If a product arrives damaged or faulty,
          contact us and we will replace it or refund you.
        </p>
      ),
    },
    {
      id: 'accounts',
      title: 'Accounts and reviews',
      body: (
        <>
          <p>
            Keep your password to yourself and tell us if you think someone else has used your account. You can delete your account at any
            time.
          </p>
          <p>
            Reviews must be your own honest experience of the product and must not contain insults, personal data of others, advertising or
            unlawful content. We may remove reviews that break these rules. We do not pay for reviews and publish positive and negative ones
            alike.
          </p>
        </>
      ),
    },
    {
      id: 'liability',
      title: 'Liability',
      body: (
        <p>
          We are liable without limitation for intent and gross negligence, for injury to life, body or health, and under product liability
          law. For slight negligence we are liable only for breaches of essential contractual duties, limited to the damage typical and
          foreseeable for this kind of contract. Please read each product's ingredient list before use and do a patch test if you have
          sensitive skin or known allergies.
        </p>
      ),
    },
    {
      id: 'law',
      title: 'Applicable law and disputes',
      body: (
        <>
          <p>
            Irish law applies. If you live in another EU country, this choice does not take away the protection of the mandatory consumer
            law of your country, and you may bring proceedings in your country's courts.
          </p>
          <p>
            If something goes wrong, please <Link to="/contact">contact us</Link> first — we answer within 24 hours on working days and
            nearly every problem is solved quickly.
          </p>
        </>
      ),
    },
  ];
}

/** /terms: the terms of sale for consumers in the EU, with the 14-day right of withdrawal. */
export function TermsPage() {
  const shop = shopSettings();
  return (
    <LegalPage
      title="Terms & Conditions"
      updated="1 June 2025"
      intro={
        <p>Thank you for shopping with {shop.store.shopName}. These terms explain how buying from us works and what rights you have.</p>
      }
      sections={sections(shop)}
    />
  );
}
