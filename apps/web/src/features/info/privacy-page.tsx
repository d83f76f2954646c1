import { Link } from '@/lib/router/link';
import type { ShopSettings } from '@pura/core/settings/shop-settings';
import { addressLines } from '@pura/core/settings/shop-settings-display';
import { shopSettings } from '@/lib/shop-settings';
import { type LegalSection, LegalPage } from './legal-page';

/** The sections, written from the shop's settings (decision 024). */
function sections({ business }: ShopSettings): LegalSection[] {
  return [
    {
      id: 'controller',
      title: 'Who is responsible',
      body: (
        <>
          <p>The controller of your personal data under the EU General Data Protection Regulation (GDPR) is:</p>
          <p>
            {addressLines(business).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <span className="block">
              E-mail: <a href={`mailto:${business.privacyEmail}`}>{business.privacyEmail}</a>
            </span>
          </p>
          <p>We only collect what we need to run the shop, we never sell your data, and we do not use advertising trackers.</p>
        </>
      ),
    },
    {
      id: 'account',
      title: 'Your customer account',
      body: (
        <>
          <p>
            When you create an account we store your name, e-mail address and a salted hash of your password (never the password itself),
            the date you joined, whether your e-mail address is verified, and — if you use them — your sign-in with Google or Apple and
            two-factor settings.
          </p>
          <p>
            For each sign-in we keep a session record with the time, your IP address and browser type, so you can see and end your sessions
            and so we can detect misuse. Sessions are deleted when you log out or when they expire; security logs are kept for 90 days.
          </p>
          <p>
            Legal basis: performance of the contract with you (Art. 6(1)(b) GDPR) and our legitimate interest in keeping accounts secure
            (Art. 6(1)(f) GDPR). We keep your account until you ask us to delete it.
          </p>
        </>
      ),
    },
    {
      id: 'orders',
      title: 'Orders and payment',
      body: (
        <>
          <p>
            For an order we store the products, quantities and prices, your shipping address (name, street, city, postcode), the optional
            name for your gift packaging, the order status and a reference of the card payment. Card numbers are entered into and processed
            by our payment provider; they never reach our servers.
          </p>
          <p>
            We use this to deliver your order, handle returns and warranty claims, and send you the order confirmation. We pass your name
            and address to the carrier that delivers the parcel.
          </p>
          <p>
            Legal basis: performance of the contract (Art. 6(1)(b) GDPR) and our legal obligations under tax and commercial law (Art.
            6(1)(c) GDPR), which require us to keep invoices and order records for six years after the end of the financial year.
          </p>
        </>
      ),
    },
    {
      id: 'newsletter',
      title: 'Newsletter',
      body: (
        <>
          <p>
            If you subscribe, we store your e-mail address, your name if you give it, where you signed up (for example the footer or the
            sign-up form) and when. We use it only to send you our newsletter about new products, rituals and offers.
          </p>
          <p>
            Legal basis: your consent (Art. 6(1)(a) GDPR). You can withdraw it at any time with the unsubscribe link in every newsletter or
            by writing to us; we then delete your address from the list.
          </p>
          <p>
            If you ask to be e-mailed when a sold-out product is back, we store your e-mail address and the product until we have sent that
            one e-mail (or for seven days, if you never confirm the request), and then delete them.
          </p>
        </>
      ),
    },
    {
      id: 'contact-reviews',
      title: 'Contact messages and reviews',
      body: (
        <>
          <p>
            When you write to us through the contact form we store your name, e-mail address, subject and message to answer you. We delete
            them two years after the conversation ends, unless they relate to an order.
          </p>
          <p>
            When you review a product, your rating, text, the name in your account and the date are published on the product page. You can
            delete your review at any time.
          </p>
          <p>Legal basis: our legitimate interest in answering your questions and showing honest customer opinions (Art. 6(1)(f) GDPR).</p>
        </>
      ),
    },
    {
      id: 'analytics',
      title: 'Analytics',
      body: (
        <>
          <p>
            To learn which parts of the shop help people, we record a few events on our own server: that a quiz was started, answered,
            completed or abandoned (with the answer's category and how long it took), and that a product or routine was added to the cart.
            An event carries the time, a random identifier for that quiz run and, when you are signed in, your account id — not your name,
            e-mail address or IP address — and is never shared with advertisers.
          </p>
          <p>
            Legal basis: our legitimate interest in improving the shop (Art. 6(1)(f) GDPR). Events are kept for 14 months and then only as
            totals. You may object at any time by writing to us.
          </p>
        </>
      ),
    },
    {
      id: 'storage',
      title: 'Cookies and local storage',
      body: (
        <>
          <p>We use only what the shop needs to work:</p>
          <ul>
            <li>a session cookie that keeps you signed in (deleted when you log out or it expires);</li>
            <li>
              your cart, the gift-packaging name and your wishlist, kept in your browser's local storage and never sent to us until you
              order.
            </li>
          </ul>
          <p>
            Because these are strictly necessary for services you ask for, no consent banner is required for them. We set no tracking
            cookies.
          </p>
        </>
      ),
    },
    {
      id: 'recipients',
      title: 'Who else receives data',
      body: (
        <>
          <p>We work with a small number of processors bound by data-processing agreements under Art. 28 GDPR:</p>
          <ul>
            <li>our hosting provider in the EU, which runs the shop and its database;</li>
            <li>our e-mail provider, which delivers order confirmations, account e-mails and the newsletter;</li>
            <li>our payment provider, which processes card payments;</li>
            <li>the carrier that delivers your parcel.</li>
          </ul>
          <p>
            Where a provider processes data outside the European Economic Area, we rely on an adequacy decision or the EU Standard
            Contractual Clauses.
          </p>
        </>
      ),
    },
    {
      id: 'rights',
      title: 'Your rights',
      body: (
        <>
          <p>You have the right to:</p>
          <ul>
            <li>access the data we hold about you and receive a copy (Art. 15 GDPR);</li>
            <li>have it corrected (Art. 16) or deleted (Art. 17);</li>
            <li>restrict its processing (Art. 18) and receive it in a portable format (Art. 20);</li>
            <li>object to processing based on legitimate interest (Art. 21);</li>
            <li>withdraw a consent at any time, without affecting what happened before.</li>
          </ul>
          <p>
            Write to <a href={`mailto:${business.privacyEmail}`}>{business.privacyEmail}</a> and we will answer within one month. You can
            also complain to a data protection supervisory authority; ours is the {business.supervisoryAuthority}.
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          If we change how we use your data we will update this page and, for important changes, tell account holders by e-mail. Questions?
          Use our <Link to="/contact">contact page</Link>.
        </p>
      ),
    },
  ];
}

/** /privacy: what accounts, orders, newsletter and analytics keep, why, and your rights. */
export function PrivacyPage() {
  const shop = shopSettings();
  return (
    <LegalPage
      title="Privacy Policy"
      updated="1 June 2025"
      intro={
        <p>
          This policy explains which personal data {shop.store.shopName} collects when you visit our shop, create an account, order,
          subscribe or write to us — and why.
        </p>
      }
      sections={sections(shop)}
    />
  );
}
