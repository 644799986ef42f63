import type {ReactNode} from 'react';

// Links first: a link's text may hold code (`[`POST /api/v1/auth/refresh`](…)`).
const INLINE = /(\[[^\]]+\]\([^)\s]+\)|`[^`]+`|\*\*[^*]+\*\*)/g;

/**
 * Renders the inline Markdown of OpenAPI descriptions: `code`, **bold** and [links](url), whose
 * text may hold code or bold.
 * Anything else stays plain text (React escapes it), so a description can never inject markup.
 */
export function renderInline(text: string): ReactNode[] {
  return text.split(INLINE).map((part, index) => {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1)
      return <code key={index}>{part.slice(1, -1)}</code>;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 3)
      return <strong key={index}>{part.slice(2, -2)}</strong>;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link) {
      return (
        <a key={index} href={link[2]}>
          {renderInline(link[1])}
        </a>
      );
    }
    return part;
  });
}

/** Paragraphs of a multi-line description: blank lines separate them, single line breaks join. */
export function paragraphs(text: string | undefined): string[] {
  return (text ?? '')
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}
