import type { QuizDefinition } from './schema.ts';

/** A deep copy of `definition` to edit as a draft; definitions are plain JSON data. */
export function draftOf<Definition extends QuizDefinition>(definition: Definition): Definition {
  return JSON.parse(JSON.stringify(definition)) as Definition;
}

/**
 * A draft of the next version of `definition` with every rule naming `productId` taken out: what
 * retiring a product from the quiz means. Slots whose rules all named it then stay empty, which
 * the coverage check reports if their section is required.
 */
export function withoutProduct<Definition extends QuizDefinition>(definition: Definition, productId: string): Definition {
  const draft = draftOf(definition);
  draft.version = definition.version + 1;
  for (const section of draft.sections) {
    for (const slot of section.slots) slot.rules = slot.rules.filter((rule) => rule.product !== productId);
  }
  return draft;
}
