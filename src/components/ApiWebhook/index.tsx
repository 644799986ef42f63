import CodeBlock from '@theme/CodeBlock';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ApiFieldsTable from '@site/src/components/ApiFieldsTable';
import ApiMethodBadge from '@site/src/components/ApiMethodBadge';
import {paragraphs, renderInline} from '@site/src/components/ApiOperation/markdown';
import {
  collectParameters,
  deref,
  findWebhook,
  mediaExamples,
  parameterExample,
  pickMediaType,
  statusText,
} from '@site/src/components/ApiOperation/operation';
import {flattenSchema} from '@site/src/components/ApiOperation/schema';
import {formatJson} from '@site/src/components/ApiOperation/snippets';
import {getSpec} from '@site/src/components/ApiOperation/specs';
import styles from './styles.module.css';

export interface ApiWebhookProps {
  /** The registry key of the OpenAPI document, e.g. `bot-api`. */
  spec: string;
  /** The webhook's name under `webhooks`, which is also the event type, e.g. `INIT_CHAT`. */
  webhook: string;
}

/**
 * One webhook event of an OpenAPI document: the request Chat Center sends (headers and the body
 * exactly as sent), the formatted payload, its fields, and the answers the receiver may give.
 * Place it under a `##` heading; its sections are `###` headings.
 */
export default function ApiWebhook({spec, webhook}: ApiWebhookProps) {
  const {document: doc, downloadPath, title, file} = getSpec(spec);
  const downloadUrl = useBaseUrl(downloadPath);
  const located = findWebhook(doc, webhook);
  if (!located) throw new Error(`No webhook "${webhook}" in ${file}.`);
  const {operation} = located;
  const target = new URL(doc['x-webhook-example-url'] ?? 'https://bot.example/webhook');
  const body = operation.requestBody ? deref(doc, operation.requestBody) : undefined;
  const media = pickMediaType(body?.content);
  const example = media ? mediaExamples(doc, media[1])[0] : undefined;
  const headers = collectParameters(doc, located).filter((parameter) => parameter.in === 'header');
  const exampleHeaders = operation['x-example-headers'] ?? {};
  const headerLines = [
    `POST ${target.pathname}${target.search} HTTP/1.1`,
    `Host: ${target.host}`,
    ...(media ? [`Content-Type: ${media[0]}`] : []),
    ...Object.entries(exampleHeaders).map(([name, value]) => `${name}: ${value}`),
  ];
  const rawRequest = example ? `${headerLines.join('\n')}\n\n${JSON.stringify(example.value)}` : headerLines.join('\n');
  const rows = media ? flattenSchema(doc, media[1].schema, 'read') : [];
  const responses = Object.entries(operation.responses ?? {}).map(([status, raw]) => ({
    status,
    response: deref(doc, raw),
  }));
  const secret = doc['x-webhook-example-secret'];

  return (
    <div className={styles.webhook} data-webhook={webhook}>
      <div className={styles.endpoint}>
        <ApiMethodBadge method={located.method} />
        <code className={styles.url}>{target.href}</code>
        <span className={styles.hint}>your bot&apos;s webhook address</span>
      </div>
      <p className={styles.summary}>
        <strong>{operation.summary}</strong>
      </p>
      {paragraphs(operation.description).map((paragraph) => (
        <p key={paragraph}>{renderInline(paragraph)}</p>
      ))}

      <h3>Request headers</h3>
      <table className={styles.table} aria-label="Request headers">
        <thead>
          <tr>
            <th scope="col">Header</th>
            <th scope="col">Example</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {media && (
            <tr>
              <td>
                <code className={styles.name}>Content-Type</code>
              </td>
              <td>
                <code>{media[0]}</code>
              </td>
              <td>The body is JSON in UTF-8.</td>
            </tr>
          )}
          {headers.map((header) => {
            const value = exampleHeaders[header.name] ?? parameterExample(doc, header);
            return (
              <tr key={header.name}>
                <td>
                  <code className={styles.name}>{header.name}</code>
                </td>
                <td className={styles.example}>{value !== undefined && <code>{String(value)}</code>}</td>
                <td>
                  {paragraphs(header.description).map((paragraph) => (
                    <span key={paragraph}>{renderInline(paragraph)} </span>
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <h3>Request as sent</h3>
      <p>
        The body arrives as one line of compact JSON, exactly as below
        {secret && (
          <>
            . Its <code>X-Parley-Signature</code> is the real HMAC-SHA256 of this body with the example secret{' '}
            <code>{secret}</code>: use the pair to test your signature check
          </>
        )}
        .
      </p>
      <CodeBlock language="http">{rawRequest}</CodeBlock>

      {example && (
        <>
          <h3>Payload</h3>
          <p>
            The same body, formatted for reading
            {example.summary ? ` (${example.summary.charAt(0).toLowerCase()}${example.summary.slice(1)})` : ''}.
          </p>
          <CodeBlock language="json" title={`${webhook} payload`}>
            {formatJson(example.value)}
          </CodeBlock>
        </>
      )}

      <h3>Payload fields</h3>
      <p>
        Nested fields are written with their path; <em>Required</em> applies within the parent object. New fields can
        appear at any time: ignore the ones you do not know.
      </p>
      <ApiFieldsTable rows={rows} label="Payload fields" />

      <h3>Expected answer</h3>
      <table className={styles.table} aria-label="Expected answer">
        <thead>
          <tr>
            <th scope="col">The bot answers</th>
            <th scope="col">What Chat Center does</th>
          </tr>
        </thead>
        <tbody>
          {responses.map(({status, response}) => (
            <tr key={status}>
              <td className={styles.status}>
                <code>{status}</code> {statusText(status)}
              </td>
              <td>
                {paragraphs(response.description).map((paragraph) => (
                  <span key={paragraph}>{renderInline(paragraph)} </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <p className={styles.download}>
        <a href={downloadUrl} download>
          Download the OpenAPI document
        </a>{' '}
        ({title}, OpenAPI {doc.openapi}, webhook <code>{webhook}</code>)
      </p>
    </div>
  );
}
