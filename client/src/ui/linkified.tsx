import { Fragment } from 'react';

// http(s) addresses and e-mail addresses in plain text; a URL's trailing punctuation stays text.
const PATTERN = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/gi;

export interface TextPart {
  text: string;
  href?: string;
}

/** The parts of a text, with http/https links and (when `emails`) e-mail addresses marked as links. */
export function linkParts(text: string, { emails = false } = {}): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(PATTERN)) {
    const [match, url, email] = found;
    if (email && !emails) continue;
    const start = found.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: match, href: url ? url : `mailto:${email}` });
    last = start + match.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * Text members wrote, with its web links clickable (issue 27): only http and https, opened in a new tab with
 * rel="noopener nofollow ugc"; everything else stays text (React escapes it).
 */
export function Linkified({ text, emails = false }: { text: string; emails?: boolean }) {
  return (
    <>
      {linkParts(text, { emails }).map((part, index) =>
        part.href ? (
          <a
            key={index}
            href={part.href}
            {...(part.href.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener nofollow ugc' })}
            className="break-all font-medium underline underline-offset-2 hover:no-underline"
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
