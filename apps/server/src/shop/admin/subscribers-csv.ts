import type { QueryInput, ServerDocuments } from '../../appwrite/databases/server-documents.ts';

/** Columns of the subscribers export, in order; the consent record goes along (GDPR proof). */
const COLUMNS = ['email', 'name', 'source', 'confirmed', 'subscribedAt', 'confirmedAt', 'consentAt', 'consentText'] as const;

const PAGE = 500;

/**
 * One CSV cell (RFC 4180 quoting). A cell a spreadsheet would run as a formula (=, +, -, @, tab,
 * CR) gets a leading apostrophe: subscribers type their own names (CSV injection). A `;` is
 * quoted like a `,`: spreadsheets in German and other EU locales split cells at `;`, and
 * `Max;=1+1` would otherwise open as a cell `=1+1`.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Every subscriber, newest first, as CSV text with a header row; read in pages with a cursor. */
export async function subscribersCsv(docs: ServerDocuments): Promise<string> {
  const lines = [COLUMNS.join(',')];
  let cursor: string | undefined;
  for (;;) {
    const queries: QueryInput[] = [
      { method: 'orderDesc', attribute: 'subscribedAt' },
      { method: 'orderDesc', attribute: '$sequence' },
      { method: 'limit', values: [PAGE] },
    ];
    if (cursor) queries.push({ method: 'cursorAfter', values: [cursor] });
    const page = await docs.list('newsletter', queries, { total: false });
    for (const doc of page.documents) lines.push(COLUMNS.map((key) => csvCell(doc[key])).join(','));
    if (page.documents.length < PAGE) break;
    cursor = page.documents[page.documents.length - 1]?.$id;
  }
  return `${lines.join('\r\n')}\r\n`;
}
