import type { z } from 'zod';
import { AppwriteError } from '../../infra/errors.ts';

/**
 * Parses admin input with a zod schema; the first problem answers 400 naming its field by the
 * zod path (`definition.questions.0.text.en`), or `what` when the whole value is wrong.
 */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : what;
  throw new AppwriteError('general_argument_invalid', `Invalid \`${where}\` param: ${issue?.message ?? 'invalid value'}`);
}
