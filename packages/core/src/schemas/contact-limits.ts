/**
 * The contact form's field names as messages say them: "Subject must be at most 256 characters"
 * (the lengths are CONTACT_LIMITS of ../limits.ts). Apart from contact.ts so the form can word its
 * messages without bringing zod into its page.
 */
export const CONTACT_FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
} as const;
