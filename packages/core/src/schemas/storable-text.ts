/**
 * Text PostgreSQL can store. It refuses the NUL character in text and in jsonb, and an unpaired
 * UTF-16 surrogate in jsonb (in text it would quietly become U+FFFD, changing what was sent).
 * Neither comes from a keyboard, so input holding one is refused where it arrives, with a 400
 * that says so, instead of failing inside the database.
 */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string): boolean => !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);

/** The rule in words, for messages: "Subject must not contain …". */
export const STORABLE_TEXT_RULE = 'must not contain NUL characters or broken Unicode';

/**
 * Whether every string in a JSON value — object keys included — is storable text. Walks with a
 * list rather than recursion, so a deeply nested body cannot exhaust the stack.
 */
export function isStorableJson(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!isStorableText(item)) return false;
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (!isStorableText(key)) return false;
        pending.push(child);
      }
    }
  }
  return true;
}
