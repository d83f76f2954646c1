import type { z } from 'zod';
import { AppwriteError } from '../../infra/errors.ts';

/**
 * Validates a JSON body with one of core's schemas; the first problem becomes a 400
 * general_argument_invalid whose message names the field as the shopper knows it.
 */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const message = issue && issue.path.length > 0 ? issue.message : 'Request body must be a JSON object';
  throw new AppwriteError('general_argument_invalid', message);
}
