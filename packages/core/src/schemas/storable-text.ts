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

/** The rule as the server's Appwrite-style messages say it of a parameter or attribute value. */
export const UNSTORABLE_VALUE = 'Value must be valid text without NUL characters or broken Unicode';

/** Whether every string in a JSON value — object keys included — is storable text. */
export function isStorableJson(value: unknown): boolean {
  return everyNode(value, (node) => typeof node !== 'string' || isStorableText(node));
}

/** Whether a JSON value nests objects and arrays at most `maxDepth` levels deep (the value itself is level 1). */
export function nestsAtMost(value: unknown, maxDepth: number): boolean {
  return everyNode(value, (node, depth) => typeof node !== 'object' || node === null || depth < maxDepth);
}

/**
 * Whether `check` holds for every node of a JSON value, object keys included (as strings one level
 * below their object); `depth` counts the objects and arrays above a node. Walks with a list rather
 * than recursion, so a body nested far deeper than the call stack cannot exhaust it.
 */
function everyNode(value: unknown, check: (node: unknown, depth: number) => boolean): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (!check(node, depth)) return false;
    if (Array.isArray(node)) {
      for (const child of node) pending.push([child, depth + 1]);
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) pending.push([key, depth + 1], [child, depth + 1]);
    }
  }
  return true;
}
