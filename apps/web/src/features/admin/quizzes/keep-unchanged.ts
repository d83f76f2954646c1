/**
 * `next` with every part that equals its counterpart in `previous` replaced by that counterpart, so
 * an edit to one answer leaves every other question the same object and their memoised editors
 * skip rendering. Definitions are plain JSON (objects, arrays, strings, numbers, booleans).
 */
export function keepUnchanged<T>(previous: T, next: T): T {
  if (previous === next || typeof previous !== 'object' || typeof next !== 'object' || previous === null || next === null) return next;
  if (Array.isArray(previous) !== Array.isArray(next)) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  let same = keys.length === Object.keys(before).length;
  for (const key of keys) {
    const kept = keepUnchanged(before[key], after[key]);
    if (kept !== before[key]) same = false;
    after[key] = kept;
  }
  return same ? previous : next;
}
