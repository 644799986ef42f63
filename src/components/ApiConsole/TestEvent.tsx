import {startTransition, useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {findWebhook, webhookRequestExample} from '@site/src/openapi/model';
import type {WebhookData} from '@site/src/openapi/types';
import {expectedSignature} from '../SignatureChecker/signature';
import {signedEventCurl} from './request';
import TextField from '../TextField';
import styles from './styles.module.css';

/** What the Markdown twin says in place of the form. */
const MARKDOWN_SUMMARY =
  'The web page has a form here that makes a signed test event: given your bot’s webhook URL and bot ' +
  'secret, it writes a curl command that sends this example event, with <code>sentAt</code> set to the ' +
  'current time and a correct <code>X-Parley-Signature</code>, computed in the browser; the page sends nothing.';

/**
 * The example body as sent now: receivers refuse an event whose `sentAt` is more than 5 minutes
 * old, so the page's fixed example time would be refused. The key order, and so the bytes around
 * the field, stay as they are.
 */
function sentNow(body: string): string {
  const event = JSON.parse(body) as Record<string, unknown>;
  if (!('sentAt' in event)) return body;
  return JSON.stringify({...event, sentAt: `${new Date().toISOString().slice(0, 19)}Z`});
}

type Result =
  {kind: 'incomplete'} | {kind: 'bad-url'} | {kind: 'unavailable'} | {kind: 'signing'} | {kind: 'ready'; curl: string};

/**
 * A signed test event for the reader's own receiver: their bot's URL and secret in, a curl command
 * out that sends the page's example event with the signature for that secret. Web Crypto computes
 * the HMAC (the signature checker's function); the page sends and stores nothing.
 */
export default function TestEvent({webhook: data}: {webhook: WebhookData}): ReactNode {
  const id = useId();
  const example = useMemo(() => {
    const located = findWebhook(data.document, data.webhook);
    if (!located) return undefined;
    const {media, sentBody} = webhookRequestExample(data.document, located);
    return media && sentBody
      ? {contentType: media[0], body: sentBody, headers: located.operation['x-example-headers'] ?? {}}
      : undefined;
  }, [data]);
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState('');
  // What the fields allow is known at once; only the signature waits for Web Crypto.
  const address = useMemo((): URL | 'incomplete' | 'bad-url' => {
    if (!url.trim() || !secret) return 'incomplete';
    try {
      const parsed = new URL(url.trim());
      return /^https?:$/.test(parsed.protocol) ? parsed : 'bad-url';
    } catch {
      return 'bad-url';
    }
  }, [url, secret]);
  const cryptoAvailable = typeof crypto !== 'undefined' && Boolean(crypto.subtle);
  const [signed, setSigned] = useState<{key: string; result: Result}>();
  const signingKey = `${url}\n${secret}`;

  useEffect(() => {
    if (!example || !(address instanceof URL) || !cryptoAvailable) return undefined;
    let current = true;
    // A transition: the command's code block may wait for the highlighter's chunk, and an urgent
    // update that waits with no Suspense boundary above it throws in React 18. The form stays as it
    // is meanwhile.
    const show = (result: Result) => current && startTransition(() => setSigned({key: signingKey, result}));
    const body = sentNow(example.body);
    expectedSignature(body, secret).then(
      (signature) => show({kind: 'ready', curl: signedEventCurl({...example, body, url: address.href, signature})}),
      () => show({kind: 'unavailable'}),
    );
    return () => {
      current = false;
    };
  }, [example, address, secret, cryptoAvailable, signingKey]);

  let result: Result;
  if (!example || address === 'incomplete') result = {kind: 'incomplete'};
  else if (address === 'bad-url') result = {kind: 'bad-url'};
  else if (!cryptoAvailable) result = {kind: 'unavailable'};
  else result = signed?.key === signingKey ? signed.result : {kind: 'signing'};

  if (!example) return null;
  return (
    <form
      className={styles.console}
      aria-label={`Send a signed test ${data.webhook} event to your bot`}
      data-markdown="interactive"
      data-markdown-summary={MARKDOWN_SUMMARY}
      onSubmit={(event) => event.preventDefault()}>
      <p className={styles.hint}>
        Test your receiver before connecting it: give your bot&apos;s webhook URL and its secret, and run the curl
        command below. It sends this example with a correct signature for your secret and the current time in{' '}
        <code>sentAt</code>. The signature is computed in your browser; the page sends and stores nothing.
      </p>
      <div className={styles.group}>
        <TextField
          id={`${id}-url`}
          name="url"
          label="Your bot's webhook URL"
          type="url"
          inputMode="url"
          placeholder="http://localhost:8080/webhook"
          value={url}
          onChange={setUrl}
        />
        <TextField
          id={`${id}-secret`}
          name="secret"
          label="Bot secret"
          type="password"
          value={secret}
          onChange={setSecret}
        />
      </div>
      <div role="status" className={styles.hint}>
        {result.kind === 'incomplete' && 'Fill in both fields to get the command.'}
        {result.kind === 'signing' && 'Computing the signature…'}
        {result.kind === 'bad-url' && 'Give a full address that starts with http:// or https://.'}
        {result.kind === 'unavailable' &&
          'This browser cannot compute the signature here: Web Crypto needs a page served over HTTPS.'}
        {result.kind === 'ready' &&
          'The command is ready: run it within 5 minutes, while its sentAt is fresh. Your bot should answer 200.'}
      </div>
      {result.kind === 'ready' && (
        <div data-test-event-curl="">
          <CodeBlock language="bash" title="Signed test event">
            {result.curl}
          </CodeBlock>
        </div>
      )}
    </form>
  );
}
