import type { FastifyInstance, FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

/**
 * How a route words its 400 for input its schema refuses (`config.inputErrors`, decision 023):
 * - `appwrite` (the default): Appwrite's `Invalid \`field\` param: …`, the field named by its path;
 * - `sentence`: the schema's own message alone, a sentence a shopper reads (docs/product.md's
 *   messages), for the shop's forms and checkout;
 * - `sentence+error`: the same, also in an `error` field, which the contact and newsletter forms'
 *   clients read.
 */
export type InputErrorWording = 'appwrite' | 'sentence' | 'sentence+error';

declare module 'fastify' {
  interface FastifyContextConfig {
    inputErrors?: InputErrorWording;
  }
}

/**
 * Makes `schema: { body, querystring, params }` of a route typed as the zod schemas' output, so
 * a handler reads `request.body` as what its schema let through.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

type RequestPart = 'body' | 'querystring' | 'params' | 'headers';
type Issue = z.core.$ZodIssue;

/** A route's input that its schema refused: the first problem, and which part of the request held it. */
export class InvalidRouteInput extends Error {
  readonly statusCode = 400;
  constructor(
    readonly part: RequestPart,
    readonly issue: Issue | undefined,
  ) {
    super(issue?.message ?? 'invalid value');
  }
}

// A missing body or query is checked as an empty object, so "required" speaks of the field.
const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const parsed = schema.safeParse(data ?? {});
    if (parsed.success) return { value: parsed.data };
    return { error: new InvalidRouteInput((httpPart ?? 'body') as RequestPart, parsed.error.issues[0]) };
  };

/** Routes declare their input as zod schemas on the route; the error handler words the refusals. */
export function installRouteSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(zodValidatorCompiler);
}

/** The message of a 400 for refused input, in the route's wording. */
export function invalidInputMessage(error: InvalidRouteInput, wording: InputErrorWording = 'appwrite'): string {
  const { issue } = error;
  const path = issue?.path.map(String) ?? [];
  if (wording !== 'appwrite') return !issue ? 'Invalid request body' : path.length ? issue.message : 'Request body must be a JSON object';
  const where = path.length ? path.join('.') : error.part === 'querystring' ? 'query' : error.part;
  return `Invalid \`${where}\` param: ${issue?.message ?? 'invalid value'}`;
}
