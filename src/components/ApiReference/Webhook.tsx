import CodeBlock from '@theme/CodeBlock';
import TestEvent from '../ApiConsole/TestEvent';
import Endpoint, {DownloadLink} from './Endpoint';
import NotIndexed from './NotIndexed';
import {paragraphs, renderInline} from './markdown';
import {
  collectParameters,
  deref,
  findWebhook,
  parameterExample,
  statusText,
  webhookRequestExample,
} from '@site/src/openapi/model';
import {flattenSchema} from './schema';
import {formatJson} from '@site/src/openapi/snippets';
import {FieldsTable, NameCell, ReferenceTable} from './Table';
import type {ResponseObject, WebhookData} from '@site/src/openapi/types';
import styles from './styles.module.css';

export interface ApiWebhookProps {
  /** The webhook's build-time data: `import data from '@openapi/bot-api/webhooks/INIT_CHAT.json'`. */
  webhook: WebhookData;
}

interface HeaderRow {
  name: string;
  example?: string;
  description?: string;
}

/**
 * One webhook event of an OpenAPI document: the request Chat Center sends (headers and the body
 * exactly as sent), the formatted payload, its fields, and the answers the receiver may give.
 * Place it under a `##` heading; its sections are `###` headings.
 */
export default function ApiWebhook({webhook: data}: ApiWebhookProps) {
  const {document: doc, info, webhook} = data;
  const located = findWebhook(doc, webhook);
  if (!located) throw new Error(`No webhook "${webhook}" in the data of ${info.file}.`);
  const {operation} = located;
  const target = new URL(doc['x-webhook-example-url'] ?? 'https://bot.example/webhook');
  const {media, example, sentBody} = webhookRequestExample(doc, located);
  const headers = collectParameters(doc, located).filter((parameter) => parameter.in === 'header');
  const exampleHeaders = operation['x-example-headers'] ?? {};
  const headerLines = [
    `POST ${target.pathname}${target.search} HTTP/1.1`,
    `Host: ${target.host}`,
    ...(media ? [`Content-Type: ${media[0]}`] : []),
    ...Object.entries(exampleHeaders).map(([name, value]) => `${name}: ${value}`),
  ];
  const rawRequest = sentBody ? `${headerLines.join('\n')}\n\n${sentBody}` : headerLines.join('\n');
  const rows = media ? flattenSchema(doc, media[1].schema, 'read') : [];
  const responses = Object.entries(operation.responses ?? {}).map(([status, raw]) => ({
    status,
    response: deref(doc, raw),
  }));
  const secret = doc['x-webhook-example-secret'];
  const headerRows: HeaderRow[] = [
    ...(media ? [{name: 'Content-Type', example: media[0], description: 'The body is JSON in UTF-8.'}] : []),
    ...headers.map((header) => {
      const value = exampleHeaders[header.name] ?? parameterExample(doc, header);
      return {
        name: header.name,
        example: value === undefined ? undefined : String(value),
        description: header.description,
      };
    }),
  ];

  // A fragment, as in ApiOperation: each `###` section is indexed on its own.
  return (
    <>
      <div className={styles.reference} data-webhook={webhook}>
        <Endpoint method={located.method} address={target.href} hint="your bot's webhook address" />
        <p className={styles.summary}>
          <strong>{operation.summary}</strong>
        </p>
        {paragraphs(operation.description).map((paragraph) => (
          <p key={paragraph}>{renderInline(paragraph)}</p>
        ))}
      </div>

      <h3>Request headers</h3>
      <ReferenceTable<HeaderRow>
        label="Request headers"
        rows={headerRows}
        rowKey={(header) => header.name}
        columns={[
          {header: 'Header', cell: (header) => <NameCell>{header.name}</NameCell>},
          {header: 'Example', className: 'example', cell: (header) => header.example && <code>{header.example}</code>},
          {
            header: 'Description',
            cell: (header) =>
              paragraphs(header.description).map((paragraph) => (
                <span key={paragraph}>{renderInline(paragraph)} </span>
              )),
          },
        ]}
      />

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
      <NotIndexed>
        <CodeBlock language="http">{rawRequest}</CodeBlock>
      </NotIndexed>
      {secret && (
        <NotIndexed>
          <TestEvent webhook={data} />
        </NotIndexed>
      )}

      {example && (
        <>
          <h3>Payload</h3>
          <p>
            The same body, formatted for reading
            {example.summary ? ` (${example.summary.charAt(0).toLowerCase()}${example.summary.slice(1)})` : ''}.
          </p>
          <NotIndexed>
            <CodeBlock language="json" title={`${webhook} payload`}>
              {formatJson(example.value)}
            </CodeBlock>
          </NotIndexed>
        </>
      )}

      <h3>Payload fields</h3>
      <p>
        Nested fields are written with their path; <em>Required</em> applies within the parent object. New fields can
        appear at any time: ignore the ones you do not know.
      </p>
      <FieldsTable rows={rows} label="Payload fields" />

      <h3>Expected answer</h3>
      <ReferenceTable<{status: string; response: ResponseObject}>
        label="Expected answer"
        rows={responses}
        rowKey={(answer) => answer.status}
        columns={[
          {
            header: 'The bot answers',
            className: 'nowrap',
            cell: ({status}) => (
              <>
                <code>{status}</code> {statusText(status)}
              </>
            ),
          },
          {
            header: 'What Chat Center does',
            cell: ({response}) =>
              paragraphs(response.description).map((paragraph) => (
                <span key={paragraph}>{renderInline(paragraph)} </span>
              )),
          },
        ]}
      />

      <DownloadLink
        data={data}
        what={
          <>
            webhook <code>{webhook}</code>
          </>
        }
      />
    </>
  );
}
