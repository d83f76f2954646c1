import { BadgeCheck, Leaf, Rabbit, Recycle } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { freeShippingLine } from '@pura/core/settings/shop-settings-display';
import { Link } from '@/lib/router/link';
import { shopSettings } from '@/lib/shop-settings';
import { SocialLinks } from './social-links';

// The form brings its mutation and the API client with it; it sits below the fold, so it loads after the first
// paint in a box of its own height.
const NewsletterForm = lazy(() => import('@/features/newsletter/newsletter-form').then((m) => ({ default: m.NewsletterForm })));

// docs/product.md §2: Shop All goes to /shop, each category to its filter there. Support links open
// their own pages (decision 024), built from the shop's policy settings.
const QUICK_LINKS = [
  { label: 'Shop All', to: '/shop' },
  ...['Skincare', 'Body Care', 'Lip Care', 'Haircare'].map((category) => ({
    label: category,
    to: `/shop?category=${encodeURIComponent(category)}`,
  })),
];
const SUPPORT_LINKS = [
  { label: 'Contact Us', to: '/contact' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Shipping', to: '/shipping' },
  { label: 'Returns', to: '/returns' },
];
const BADGES = [
  { label: '100% Vegan', icon: Leaf },
  { label: '100% Organic', icon: BadgeCheck },
  { label: 'Cruelty-Free', icon: Rabbit },
  { label: 'Sustainable Packaging', icon: Recycle },
];

/** Quick links, support, newsletter, legal links, the four promises and social links. */
export function SiteFooter() {
  const { store, business, policies } = shopSettings();
  return (
    <footer className="render-when-near [--near-height:65rem] md:[--near-height:37rem] lg:[--near-height:26rem] mt-24 bg-forest text-cream">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <p className="font-serif text-2xl font-semibold">{store.shopName}</p>
          {store.tagline && <p className="text-sm leading-relaxed text-cream/80">{store.tagline}</p>}
          <SocialLinks />
        </div>
        <FooterLinks title="Quick Links" links={QUICK_LINKS} />
        <FooterLinks title="Support" links={SUPPORT_LINKS} />
        <div className="flex flex-col gap-3">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-sage-200">Newsletter</h2>
          <Suspense fallback={<div className="h-25 lg:h-43" />}>
            <NewsletterForm source="footer" />
          </Suspense>
        </div>
      </div>
      <div className="border-t border-cream/15">
        <ul className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-8 gap-y-3 px-4 py-6 text-sm text-cream/90 sm:px-6">
          {BADGES.map(({ label, icon: Icon }) => (
            <li key={label} className="flex items-center gap-2">
              <Icon className="size-4 text-sage-200" aria-hidden="true" />
              {label}
            </li>
          ))}
        </ul>
      </div>
      <div className="border-t border-cream/15">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-cream/70 sm:flex-row sm:px-6">
          <p>
            © {new Date().getFullYear()} {business.legalName} {freeShippingLine(policies)}.
          </p>
          <nav aria-label="Legal" className="flex gap-6">
            <Link to="/privacy" className="hover:text-cream">
              Privacy
            </Link>
            <Link to="/terms" className="hover:text-cream">
              Terms
            </Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: Array<{ label: string; to: string }> }) {
  return (
    <nav aria-label={title} className="flex flex-col gap-3">
      <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-sage-200">{title}</h2>
      <ul className="flex flex-col gap-2 text-sm">
        {links.map(({ label, to }) => (
          <li key={label}>
            <Link to={to} className="text-cream/85 hover:text-cream hover:underline underline-offset-4">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
