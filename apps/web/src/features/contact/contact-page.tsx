import { ContactDetails } from './contact-details';
import { ContactFaq } from './contact-faq';
import { ContactForm } from './contact-form';

/** /contact (docs/product.md §2): the form beside the shop's details, then the FAQ. */
export function ContactPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <header className="mx-auto flex max-w-2xl flex-col gap-3 text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-terracotta-dark">Contact</p>
        <h1 className="text-4xl font-semibold text-forest sm:text-5xl">Get in Touch</h1>
        <p className="text-lg text-ink/80">Questions about an order, an ingredient or your routine? We'd love to hear from you.</p>
      </header>
      <div className="mt-12 grid gap-8 lg:grid-cols-[1.4fr_1fr]">
        <ContactForm />
        <ContactDetails />
      </div>
      <div className="mt-14 max-w-3xl">
        <ContactFaq />
      </div>
    </div>
  );
}
