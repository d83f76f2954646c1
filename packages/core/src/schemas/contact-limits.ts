import { contactMessages } from '../collections/contact-messages.ts';
import { attributeOf } from '../collections/document-fields.ts';
import { MAX_EMAIL_ADDRESS_LENGTH } from './email-address.ts';

const size = (key: 'firstName' | 'lastName' | 'subject' | 'message') => attributeOf(contactMessages, key).size;

/**
 * Length limits of the contact form (docs/product.md §3 'Contact message'): the sizes the
 * contact_messages collection declares, so the form asks no more than the document holds. Apart
 * from contact.ts so the form can check them without bringing zod into its page.
 */
export const CONTACT_LIMITS = {
  firstName: size('firstName'),
  lastName: size('lastName'),
  email: MAX_EMAIL_ADDRESS_LENGTH,
  subject: size('subject'),
  message: size('message'),
} as const;

/** The fields' names as messages say them: "Subject must be at most 256 characters". */
export const CONTACT_FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
} as const;
