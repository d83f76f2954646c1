import { ContactFaq } from './contact-faq';

/** /faq: the questions the contact page answers, on a page of their own (decision 024). */
export function FaqPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <ContactFaq headingLevel={1} />
    </div>
  );
}
