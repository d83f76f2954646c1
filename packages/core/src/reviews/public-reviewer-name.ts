/**
 * The name a review shows the public (docs/product.md §3 Review): the author's first name and the
 * initial of their last name, "Anna K." for "Anna Katharina Kowalski", so a review never publishes
 * a customer's full name. A single name stays as it is; no name gives ''.
 */
export function publicReviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  if (!first) return '';
  // Array.from splits by code point, so an initial is never half a surrogate pair.
  const initial = last ? Array.from(last)[0]?.toLocaleUpperCase() : undefined;
  return initial ? `${first} ${initial}.` : first;
}
