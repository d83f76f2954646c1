/**
 * Parses a query string the way Appwrite (PHP) does: `queries[0]=a&queries[1]=b` and
 * `scopes[]=x` become arrays; plain keys stay strings. The SDK flattens every array parameter
 * into bracket form (appwrite-protocol.md §1.3), so this is what every GET list call sends.
 */
export function parseQueryString(raw: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = Object.create(null);
  const indexed: Record<string, Array<[number, string]>> = Object.create(null);
  if (!raw) return result;
  for (const pair of raw.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = safeDecode(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? '' : safeDecode(pair.slice(eq + 1));
    if (key === null || value === null) continue;
    const bracket = /^([^[\]]+)\[(\d*)\]$/.exec(key);
    if (bracket) {
      const [, name = '', index] = bracket;
      const list = (indexed[name] ??= []);
      list.push([index === '' ? Number.MAX_SAFE_INTEGER - 1000 + list.length : Number(index), value]);
    } else {
      result[key] = value;
    }
  }
  for (const [name, entries] of Object.entries(indexed)) {
    result[name] = entries.sort((a, b) => a[0] - b[0]).map(([, v]) => v);
  }
  return result;
}

function safeDecode(text: string): string | null {
  // Most keys and many values carry neither escapes nor '+': nothing to decode (every list call parses these).
  if (!text.includes('%') && !text.includes('+')) return text;
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}
