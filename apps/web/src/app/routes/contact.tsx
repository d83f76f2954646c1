import { ContactPage } from '@/features/contact/contact-page';

export function ContactRoute() {
  return (
    <>
      <title>Contact — Pura</title>
      <meta name="description" content="Contact Pura: send us a message, call or book a free consultation in our Dublin studio. Free shipping over €30 and 14-day returns." />
      <ContactPage />
    </>
  );
}
