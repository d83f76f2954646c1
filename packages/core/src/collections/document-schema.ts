import { z } from 'zod';
import type { AttributeDeclaration, CollectionDeclaration } from './declaration-types.ts';
import type { DocumentFields } from './document-fields.ts';

/**
 * A zod schema of a collection's documents as the API returns them, built from the declaration:
 * the types of DocumentFields, absent or null values replaced by the declared default (or null).
 * Reading, not writing: the server's document validation enforces sizes and ranges on write, so
 * a reader checks types only and never refuses a document the server stored. Brings zod (about
 * 23 kB gzip): the web app loads it only where it parses, never in the storefront's first chunks.
 */
export function documentSchema<Collection extends CollectionDeclaration>(collection: Collection): z.ZodType<DocumentFields<Collection>> {
  const shape: Record<string, z.ZodType> = {};
  for (const attribute of collection.attributes) shape[attribute.key] = fieldSchema(attribute);
  return z.object(shape) as unknown as z.ZodType<DocumentFields<Collection>>;
}

function fieldSchema(attribute: AttributeDeclaration): z.ZodType {
  const scalar = scalarSchema(attribute);
  const value = attribute.array === true ? z.array(scalar) : scalar;
  if (attribute.required === true) return value;
  const fallback = attribute.default ?? null;
  return value.nullish().transform((stored) => stored ?? fallback);
}

function scalarSchema(attribute: AttributeDeclaration): z.ZodType {
  switch (attribute.type) {
    case 'integer':
      return z.number().int();
    case 'float':
      return z.number();
    case 'boolean':
      return z.boolean();
    case 'string':
    case 'email':
    case 'datetime':
      return z.string();
  }
}
