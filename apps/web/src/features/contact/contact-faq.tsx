import { ChevronDown } from 'lucide-react';

// SPEC.md §2 /contact FAQ, and §9: this page states free shipping over €30 and a 14-day return.
const FAQ = [
  {
    question: 'Do you offer free consultations?',
    answer:
      'Yes. Book a free 20-minute skin or hair consultation by phone, video or in our Dublin studio — just send us a message with a few times that suit you.',
  },
  {
    question: 'What are your shipping and return policies?',
    answer: 'Shipping is free on orders over €30. If something is not right, you can return it within 14 days of delivery.',
  },
  {
    question: 'Which routine is right for me?',
    answer: 'Take our free 2-minute skincare quiz or 1-minute haircare quiz for a personal routine — and 15% off when you buy it complete.',
  },
] as const;

/** Frequently asked questions, each opening in place (native details: keyboard and reader ready). */
export function ContactFaq() {
  return (
    <section aria-labelledby="faq-heading" className="flex flex-col gap-4">
      <h2 id="faq-heading" className="text-2xl font-semibold text-forest">
        Frequently asked questions
      </h2>
      <div className="flex flex-col gap-3">
        {FAQ.map((item) => (
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
