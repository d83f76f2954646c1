import { z } from 'zod';
import { STORABLE_TEXT_RULE, isStorableText } from './storable-text.ts';

/** Length limits of the contact form (SPEC.md §3 'Contact message'); the server stores at most these. */
export const CONTACT_LIMITS = { firstName: 128, lastName: 128, email: 254, subject: 256, message: 10_000 } as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isStorableText, `${label} ${STORABLE_TEXT_RULE}`);

/** The body of POST /api/send-contact-email, shared by the /contact form and the server. */
export const contactMessageSchema = z.object({
  firstName: requiredText('First name', CONTACT_LIMITS.firstName),
  lastName: requiredText('Last name', CONTACT_LIMITS.lastName),
  email: z
    .string({ message: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(CONTACT_LIMITS.email, `Email must be at most ${CONTACT_LIMITS.email} characters`)
    .pipe(z.email('Email must be a valid email address')),
  subject: requiredText('Subject', CONTACT_LIMITS.subject),
  message: requiredText('Message', CONTACT_LIMITS.message),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
