import {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {findWebhook, webhookRequestExample} from '@site/src/openapi/model';
import type {WebhookData} from '@site/src/openapi/types';
import {expectedSignature} from './signature';
import TextField from '../TextField';
import styles from './styles.module.css';

export {expectedSignature};

const SIGNATURE_HEADER = 'X-Parley-Signature';

type Verdict = {kind: 'incomplete'} | {kind: 'unavailable'} | {kind: 'checked'; matches: boolean; expected: string};

/** The webhook's example as Chat Center sends it: the compact body, its signature and the secret. */
function exampleOf({document: doc, webhook}: WebhookData): {body: string; signature: string; secret: string} {
  const located = findWebhook(doc, webhook);
  const body = located && webhookRequestExample(doc, located).sentBody;
  const signature = located?.operation['x-example-headers']?.[SIGNATURE_HEADER];
  const secret = doc['x-webhook-example-secret'];
  if (!body || !signature || !secret) throw new Error(`The ${webhook} webhook has no signed example`);
  return {body, signature, secret};
}

/**
 * Checks a webhook signature in the reader's browser: the raw body, the bot secret and the
 * `X-Parley-Signature` header in, a verdict out, computed with Web Crypto. Nothing is sent and
 * nothing is stored; a button fills in a webhook's signed example.
 */
/**
 * What the Markdown twin says in place of the form, whose labels alone would mean nothing there:
 * what it does, and the same check in code.
 */
const MARKDOWN_SUMMARY =
  'The web page has a form here that checks a signature in the browser: it takes the raw body, the ' +
  `bot secret and the <code>${SIGNATURE_HEADER}</code> header, says whether they match, and sends ` +
  'nothing. To make the same check in code, compute the HMAC-SHA256 of the raw body bytes keyed with ' +
  'the bot secret, write it in lowercase hex and compare it in constant time with the header after ' +
  "<code>sha256=</code>; in Node.js: <code>crypto.timingSafeEqual(Buffer.from(crypto.createHmac('sha256', " +
  "secret).update(rawBody).digest('hex')), Buffer.from(header.slice(7)))</code> (compare the lengths first).";

export default function SignatureChecker({webhook}: {webhook: WebhookData}): ReactNode {
  const example = useMemo(() => exampleOf(webhook), [webhook]);
  const id = useId();
  const [body, setBody] = useState('');
  const [secret, setSecret] = useState('');
  const [header, setHeader] = useState('');
  const complete = Boolean(body && secret && header.trim());
  // Web Crypto exists only on HTTPS pages (and localhost).
  const cryptoAvailable = typeof crypto !== 'undefined' && Boolean(crypto.subtle);
  // The last check's verdict, kept while the next is computed; none once a field is emptied.
  const [checked, setChecked] = useState<Verdict | null>(null);
  if (!complete && checked !== null) setChecked(null);
  const verdict: Verdict = !complete
    ? {kind: 'incomplete'}
    : !cryptoAvailable
      ? {kind: 'unavailable'}
      : (checked ?? {kind: 'incomplete'});

  useEffect(() => {
    if (!complete || !cryptoAvailable) return undefined;
    let current = true;
    expectedSignature(body, secret).then(
      (expected) => current && setChecked({kind: 'checked', matches: header.trim() === expected, expected}),
      () => current && setChecked({kind: 'unavailable'}),
    );
    return () => {
      current = false;
    };
  }, [body, secret, header, complete, cryptoAvailable]);

  const field = (name: string) => `${id}-${name}`;
  return (
    <form
      className={styles.checker}
      aria-label="Check a webhook signature"
      data-markdown="interactive"
      data-markdown-summary={MARKDOWN_SUMMARY}
      onSubmit={(event) => event.preventDefault()}>
      <TextField id={field('body')} label="Raw request body" rows={5} value={body} onChange={setBody} />
      <TextField id={field('secret')} label="Bot secret" value={secret} onChange={setSecret} />
      <TextField
        id={field('header')}
        label={
          <>
            <code>{SIGNATURE_HEADER}</code> header
          </>
        }
        placeholder="sha256=…"
        value={header}
        onChange={setHeader}
      />
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => {
            setBody(example.body);
            setSecret(example.secret);
            setHeader(example.signature);
          }}>
          Fill in the {webhook.webhook} example
        </button>
      </div>
      <div
        role="status"
        className={clsx(
          styles.verdict,
          verdict.kind === 'checked' && (verdict.matches ? styles.matches : styles.differs),
        )}>
        {verdict.kind === 'incomplete' && 'Fill in the three fields to check the signature.'}
        {verdict.kind === 'unavailable' &&
          'This browser cannot compute the signature here: Web Crypto needs a page served over HTTPS.'}
        {verdict.kind === 'checked' &&
          (verdict.matches ? (
            <>The signature matches.</>
          ) : (
            <>
              The signature does not match. With this body and secret it is <code>{verdict.expected}</code>.
            </>
          ))}
      </div>
    </form>
  );
}
