import type { AttributeDeclaration, CollectionDeclaration } from './declaration-types.ts';

/**
 * The TypeScript shape of a collection's documents, derived from its declaration (declared
 * `as const`), so no app types a document by hand (docs/data-contract.md). Type-only: importing
 * it costs the web bundle nothing. A required attribute or one with a non-null default always
 * holds a value; any other may be null. System fields ($id, $createdAt…) are not included.
 */
export type DocumentFields<Collection extends CollectionDeclaration> = {
  -readonly [Attribute in Collection['attributes'][number] as Attribute['key']]: AttributeField<Attribute>;
};

type ScalarOf<Attribute extends AttributeDeclaration> = Attribute['type'] extends 'integer' | 'float'
  ? number
  : Attribute['type'] extends 'boolean'
    ? boolean
    : string;

type ValueOf<Attribute extends AttributeDeclaration> = Attribute extends { array: true } ? Array<ScalarOf<Attribute>> : ScalarOf<Attribute>;

type AttributeField<Attribute extends AttributeDeclaration> = Attribute extends { required: true }
  ? ValueOf<Attribute>
  : Attribute extends { default: infer Default }
    ? null extends Default
      ? ValueOf<Attribute> | null
      : ValueOf<Attribute>
    : ValueOf<Attribute> | null;

/** One attribute of a declaration by its key, with its literal limits (for forms that check them). */
export function attributeOf<Collection extends CollectionDeclaration, Key extends Collection['attributes'][number]['key']>(
  collection: Collection,
  key: Key,
): Extract<Collection['attributes'][number], { key: Key }> {
  const attribute = collection.attributes.find((candidate) => candidate.key === key);
  if (!attribute) throw new Error(`${collection.id} declares no attribute ${key}`);
  return attribute as Extract<Collection['attributes'][number], { key: Key }>;
}
