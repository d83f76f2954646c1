import { describe, it, expect } from 'vitest';
import { languages, mappingLabels } from './labels.ts';
import { languageSchema, quizMappingSchema } from './questions.ts';

describe('languages', () => {
  it('offers English, then German (docs/product.md §1), and the schema accepts exactly those', () => {
    expect(languages).toEqual(['en', 'de']);
    expect(languageSchema.options).toEqual(languages);
    expect(languageSchema.safeParse('fr').success).toBe(false);
  });
});

describe('mappingLabels', () => {
  it('labels every concern category in every language', () => {
    for (const mapping of quizMappingSchema.options) {
      for (const language of languages) expect(mappingLabels[mapping][language].trim(), mapping).not.toBe('');
    }
    expect(Object.keys(mappingLabels).sort()).toEqual([...quizMappingSchema.options].sort());
  });

  it('uses the docs/product.md category names as the English labels', () => {
    for (const mapping of quizMappingSchema.options) expect(mappingLabels[mapping].en).toBe(mapping);
  });
});
