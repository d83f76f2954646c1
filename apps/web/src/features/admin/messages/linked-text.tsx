import { Fragment } from 'react';

// http(s) addresses only: a javascript: or data: "link" in a mail stays text.
const WEB_ADDRESS = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** A message's plain text with its web addresses as links that open in a new tab. */
export function LinkedText({ text }: { text: string }) {
  const parts: Array<{ text: string; link: boolean }> = [];
  let at = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index), link: false });
    parts.push({ text: match[0], link: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), link: false });
  return (
    <p className="whitespace-pre-wrap text-sm [overflow-wrap:anywhere]">
      {parts.map((part, index) =>
        part.link ? (
          <a key={index} href={part.text} target="_blank" rel="noopener noreferrer" className="text-forest underline underline-offset-2">
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}
