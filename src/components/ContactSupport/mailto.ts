export interface SupportMailOptions {
  /** Support mailbox, from the brand constants. */
  email: string;
  /** Name that signs the message, from the brand constants. */
  name: string;
  /** Address of the page the reader is on. */
  pageUrl: string;
  subject?: string;
}

export const DEFAULT_SUBJECT = 'Contact support';

/**
 * The pre-filled support e-mail (subject "Contact support"): a greeting, the page URL, a
 * description placeholder, a sign-off.
 */
export function supportMailBody({name, pageUrl}: Pick<SupportMailOptions, 'name' | 'pageUrl'>): string {
  return [
    'Hello,',
    '',
    `Page where the issue occurred: ${pageUrl}`,
    '',
    'Problem description: [describe what you did, what you expected and what happened instead]',
    '',
    'Best regards,',
    `Sent from the ${name} documentation`,
  ].join('\r\n');
}

/** A mailto: address with the subject and body encoded as RFC 6068 asks (CRLF line breaks). */
export function supportMailtoHref(options: SupportMailOptions): string {
  const subject = encodeURIComponent(options.subject ?? DEFAULT_SUBJECT);
  const body = encodeURIComponent(supportMailBody(options));
  return `mailto:${options.email}?subject=${subject}&body=${body}`;
}
