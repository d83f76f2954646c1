/**
 * Length limits of the contact form (docs/product.md §3 'Contact message'); the server stores at most
 * these. Apart from contact.ts so the form can check them without bringing zod into its page.
 */
export const CONTACT_LIMITS = { firstName: 128, lastName: 128, email: 254, subject: 256, message: 10_000 } as const;

/** The fields' names as messages say them: "Subject must be at most 256 characters". */
export const CONTACT_FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
} as const;
