import { z } from 'zod';
import { MAX_EMAIL_ADDRESS_LENGTH } from '@pura/core/schemas/email-address';

/** The address of a double opt-in request (the newsletter, back-in-stock alerts), with the messages the forms show. */
export const optInEmail = z
  .string({ message: 'Please enter your email address' })
  .trim()
  .min(1, 'Please enter your email address')
  .max(MAX_EMAIL_ADDRESS_LENGTH, `Email must be at most ${MAX_EMAIL_ADDRESS_LENGTH} characters`)
  .pipe(z.email('Please enter a valid email address'));

/** The query of a mailed opt-in link. */
export const optInTokenQuery = z.object({ token: z.string().min(1).max(200) });
