import { ChevronDown } from 'lucide-react';
import type { ShopSettings } from '@pura/core/settings/shop-settings';
import { freeShippingLine } from '@pura/core/settings/shop-settings-display';
import { shopSettings } from '@/lib/shop-settings';

/** docs/product.md §2 /contact FAQ; the shipping and returns answer states the shop's policy settings (decision 024). */
const faqEntries = ({ policies }: ShopSettings) => [
  {
    question: 'Do you offer free consultations?',
    answer:
      'Yes. Book a free 20-minute skin or hair consultation by phone, video or in our Dublin studio — just send us a message with a few times that suit you.',
  },
  {
    question: 'What are your shipping and return policies?',
    answer: `${freeShippingLine(policies)}, delivered in ${policies.deliveryTime}. If something is not right, you can return it within ${policies.returnWindowDays} days of delivery.`,
  },
  {
    question: 'Which routine is right for me?',
    answer: 'Take our free 2-minute skincare quiz or 1-minute haircare quiz for a personal routine — and 15% off when you buy it complete.',
  },
];

/** Frequently asked questions, each opening in place (native details: keyboard and reader ready). */
export function ContactFaq({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="faq-heading" className="flex flex-col gap-4">
      <Heading id="faq-heading" className="text-2xl font-semibold text-forest">
        Frequently asked questions
      </Heading>
      <div className="flex flex-col gap-3">
        {faqEntries(shopSettings()).map((item) => (
          <details key={item.question} className="group rounded-2xl border border-sand/70 bg-white/80 px-5 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-ink [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-sage-600 transition-transform group-open:rotate-180" />
            </summary>
            <p className="mt-3 text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
