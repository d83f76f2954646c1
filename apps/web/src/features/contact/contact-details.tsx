import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { addressLines } from '@pura/core/settings/shop-settings-display';
import { shopSettings } from '@/lib/shop-settings';

/** docs/product.md §2 /contact: address, phone, e-mail, hours by appointment and social links, from the shop's settings. */
export function ContactDetails() {
  const { store, business } = shopSettings();
  const social = [
    { label: 'Instagram', href: store.instagramUrl },
    { label: 'Facebook', href: store.facebookUrl },
    { label: 'Pinterest', href: store.pinterestUrl },
  ].filter((profile) => profile.href);
  return (
    <section aria-labelledby="contact-details-heading" className="rounded-[var(--radius-card)] bg-forest p-6 text-cream sm:p-8">
      <h2 id="contact-details-heading" className="text-2xl font-semibold">
        Visit or call us
      </h2>
      <ul className="mt-6 flex flex-col gap-5">
        <Detail icon={<MapPin className="size-5" />} title="Address">
          <address className="not-italic">
            {addressLines(business).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </Detail>
        <Detail icon={<Phone className="size-5" />} title="Phone">
          <a href={`tel:${store.phone.replace(/\s/g, '')}`} className="underline-offset-4 hover:underline">
            {store.phone}
          </a>
        </Detail>
        <Detail icon={<Mail className="size-5" />} title="Email">
          <a href={`mailto:${store.contactEmail}`} className="underline-offset-4 hover:underline">
            {store.contactEmail}
          </a>
        </Detail>
        <Detail icon={<Clock className="size-5" />} title="Hours">
          Studio visits and consultations by appointment
          <span className="block text-cream/75">{store.openingHours}</span>
        </Detail>
      </ul>
      {social.length > 0 && <h3 className="mt-8 font-sans text-sm font-semibold uppercase tracking-wider text-sage-200">Follow us</h3>}
      <ul className="mt-3 flex flex-wrap gap-2">
        {social.map((s) => (
          <li key={s.label}>
            <a
              href={s.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-10 items-center rounded-full bg-cream/10 px-4 text-sm font-medium transition-colors hover:bg-cream hover:text-forest"
            >
              {s.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-cream/10 text-sage-200">
        {icon}
      </span>
      <div>
        <h3 className="font-sans text-sm font-semibold uppercase tracking-wider text-sage-200">{title}</h3>
        <div className="mt-1">{children}</div>
      </div>
    </li>
  );
}
