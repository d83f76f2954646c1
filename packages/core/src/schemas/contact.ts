import { z } from 'zod';
import { CONTACT_LIMITS } from '../limits.ts';
import { CONTACT_FIELD_LABELS as LABELS } from './contact-limits.ts';
import { STORABLE_TEXT_RULE, isStorableText } from './storable-text.ts';

const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isStorableText, `${label} ${STORABLE_TEXT_RULE}`);

/**
 * The body of POST /api/send-contact-email as the server checks it. The /contact form checks the
 * same limits and text rule with contact-limits.ts, without zod.
 */
export const contactMessageSchema = z.object({
  firstName: requiredText(LABELS.firstName, CONTACT_LIMITS.firstName),
  lastName: requiredText(LABELS.lastName, CONTACT_LIMITS.lastName),
  email: z
    .string({ message: `${LABELS.email} is required` })
    .trim()
    .min(1, `${LABELS.email} is required`)
    .max(CONTACT_LIMITS.email, `${LABELS.email} must be at most ${CONTACT_LIMITS.email} characters`)
    .pipe(z.email('Email must be a valid email address')),
  subject: requiredText(LABELS.subject, CONTACT_LIMITS.subject),
  message: requiredText(LABELS.message, CONTACT_LIMITS.message),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
