import { z } from 'zod';

/** The address of a double opt-in request (the newsletter, back-in-stock alerts), with the messages the forms show. */
export const optInEmail = z
  .string({ message: 'Please enter your email address' })
  .trim()
  .min(1, 'Please enter your email address')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'));

/** The query of a mailed opt-in link. */
export const optInTokenQuery = z.object({ token: z.string().min(1).max(200) });
