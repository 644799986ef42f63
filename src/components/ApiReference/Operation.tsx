import {lazy, Suspense, useState} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import Endpoint, {DownloadLink} from './Endpoint';
import NotIndexed, {notIndexed} from './NotIndexed';
import {ERROR_CATALOGUE_PATH, errorAnchor} from './errorAnchor';
import {paragraphs, renderInline} from './markdown';
import {
  collectParameters,
  deref,
  findOperation,
  operationErrors,
  parameterExample,
  pickMediaType,
  securitySchemes,
  statusText,
  successResponse,
  type LocatedOperation,
} from '@site/src/openapi/model';
import {constraintsOf, flattenSchema, typeLabel} from './schema';
import {
  buildExampleRequest,
  buildExampleResponse,
  CLIENT_TABS,
  MOCK_EXAMPLE_INTRO,
  otherRequestExamples,
  type OtherExample,
} from '@site/src/openapi/snippets';
import {Constraints, FieldsTable, NameCell, ReferenceTable} from './Table';
import type {ErrorEntry, HeaderObject, OpenApiDocument, OperationData, ParameterObject} from '@site/src/openapi/types';
import styles from './styles.module.css';

export interface ApiOperationProps {
  /** The operation's build-time data: `import data from '@openapi/bot-api/operations/sendBotAnswers.json'`. */
  operation: OperationData;
}

function Description({text}: {text: string | undefined}) {
  return (
    <>
      {paragraphs(text).map((paragraph) => (
        <p key={paragraph}>{renderInline(paragraph)}</p>
      ))}
    </>
  );
}

function ServerNote({doc}: {doc: OpenApiDocument}) {
  const server = doc.servers?.[0];
  if (!server) return null;
  const variables = Object.entries(server.variables ?? {});
  const example = server.url.replace(
    /\{([^}]+)\}/g,
    (match, name: string) => server.variables?.[name]?.default ?? match,
  );
  // The same on every operation of the document, as its overview says: not indexed.
  return (
    <p className={styles.server} {...notIndexed}>
      Base URL <code>{server.url}</code>
      {variables.map(([name, variable]) => (
        <span key={name}>
          , where <code>{`{${name}}`}</code> is{' '}
          {variable.description
            ? renderInline(variable.description.replace(/^The /, 'the ').replace(/\.$/, ''))
            : 'a server variable'}
        </span>
      ))}
      {example !== server.url && (
        <>
          . The examples use <code>{example}</code>.
        </>
      )}
    </p>
  );
}

function Authentication({doc, located}: {doc: OpenApiDocument; located: LocatedOperation}) {
  const schemes = securitySchemes(doc, located.operation);
  if (schemes.length === 0) return <p>No authentication.</p>;
  return (
    <>
      {/* The document's schemes, the same on every operation they guard (the API overview
          describes them): not indexed. */}
      {schemes.map(({name, scheme}) => {
        if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer') {
          const placeholder = scheme['x-token-placeholder'] ?? '<token>';
          return (
            <div key={name} {...notIndexed}>
              <p>
                Bearer token: send <code>{`Authorization: Bearer ${placeholder}`}</code> with the request.
              </p>
              <Description text={scheme.description} />
            </div>
          );
        }
        return (
          <div key={name} {...notIndexed}>
            <p>
              <code>{name}</code> ({scheme.type}
              {scheme.name ? `, ${scheme.in} ${scheme.name}` : ''})
            </p>
            <Description text={scheme.description} />
          </div>
        );
      })}
    </>
  );
}

function Parameters({doc, located}: {doc: OpenApiDocument; located: LocatedOperation}) {
  const parameters = collectParameters(doc, located);
  if (parameters.length === 0) return <p>This operation has no parameters.</p>;
  return (
    <ReferenceTable<ParameterObject>
      label="Parameters"
      rows={parameters}
      rowKey={(parameter) => `${parameter.in}:${parameter.name}`}
      columns={[
        {header: 'Name', cell: (parameter) => <NameCell>{parameter.name}</NameCell>},
        {header: 'In', cell: (parameter) => parameter.in},
        {header: 'Type', className: 'type', cell: (parameter) => typeLabel(doc, parameter.schema)},
        {header: 'Required', cell: (parameter) => (parameter.required ? 'Yes' : 'No')},
        {
          header: 'Description',
          cell: (parameter) => {
            const example = parameterExample(doc, parameter);
            const constraints = constraintsOf(doc, parameter.schema);
            return (
              <>
                {paragraphs(parameter.description).map((paragraph) => (
                  <span key={paragraph}>{renderInline(paragraph)} </span>
                ))}
                {(constraints.length > 0 || example !== undefined) && (
                  <Constraints>
                    {constraints.map((constraint) => (
                      <span key={constraint}>{renderInline(constraint)} </span>
                    ))}
                    {example !== undefined && (
                      <span>
                        Example: <code>{typeof example === 'string' ? example : JSON.stringify(example)}</code>.
                      </span>
                    )}
                  </Constraints>
                )}
              </>
            );
          },
        },
      ]}
    />
  );
}

function RequestBody({doc, located}: {doc: OpenApiDocument; located: LocatedOperation}) {
  const body = located.operation.requestBody ? deref(doc, located.operation.requestBody) : undefined;
  const media = pickMediaType(body?.content);
  if (!body || !media) return <p>This operation has no request body.</p>;
  const rows = flattenSchema(doc, media[1].schema, 'write');
  return (
    <>
      <p>
        <code>{media[0]}</code>, {body.required ? 'required' : 'optional'}. Nested fields are written with their path;{' '}
        <em>Required</em> applies within the parent object.
      </p>
      <FieldsTable rows={rows} label="Request body fields" />
    </>
  );
}

function RequestExample({doc, located}: {doc: OpenApiDocument; located: LocatedOperation}) {
  const request = buildExampleRequest(doc, located);
  return (
    <NotIndexed>
      <Tabs groupId="http-client">
        {CLIENT_TABS.map((tab) => (
          <TabItem key={tab.value} value={tab.value} label={tab.label}>
            <CodeBlock language={tab.language}>{tab.build(request)}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
      <OtherExamples examples={otherRequestExamples(doc, located)} kind="Request body" />
    </NotIndexed>
  );
}

/**
 * The examples after the first, each folded under its summary, as JSON. A response example also
 * names the `Prefer` header that makes the local mock (Prism) answer with it instead of the first.
 */
function OtherExamples({examples, kind, response}: {examples: OtherExample[]; kind: string; response?: boolean}) {
  return examples.map((example, index) => (
    <Details key={index} summary={<summary>{`${kind}, another example: ${example.summary}`}</summary>}>
      {response && example.name && (
        <p>
          {MOCK_EXAMPLE_INTRO} <code>Prefer: example={example.name}</code>.
        </p>
      )}
      <CodeBlock language="json">{example.body}</CodeBlock>
    </Details>
  ));
}

// The console's own chunk (its code and the JSON Schema validator) loads when a reader opens it.
// A chunk that fails to load (offline, a deploy in between) says so instead of breaking the page.
const ApiConsole = lazy(() =>
  import('../ApiConsole').catch(() => ({
    default: () => <p role="status">The console could not be loaded. Reload the page to try again.</p>,
  })),
);

/** What the Markdown twin says in place of the Try it button and the console. */
const CONSOLE_SUMMARY =
  'The web page has an API console here (<strong>Try it</strong>): it sends this request to your workspace ' +
  'or to a local mock of the published document and shows the answer.';

/**
 * The **Try it** button and, once pressed, the API console below the request examples. The twin
 * reads the summary instead (`data-markdown="interactive"`); the search leaves both out.
 */
function TryIt({data}: {data: OperationData}) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.tryIt} data-markdown="interactive" data-markdown-summary={CONSOLE_SUMMARY} {...notIndexed}>
      <button
        type="button"
        className="button button--primary button--sm"
        aria-expanded={open}
        onClick={() => setOpen(!open)}>
        Try it
      </button>
      {open && (
        <Suspense fallback={<p role="status">Loading the console…</p>}>
          <ApiConsole operation={data} />
        </Suspense>
      )}
    </div>
  );
}

function Response({doc, located}: {doc: OpenApiDocument; located: LocatedOperation}) {
  const example = buildExampleResponse(doc, located);
  const success = successResponse(doc, located.operation);
  if (!example || !success) return <p>This operation documents no success response.</p>;
  const media = pickMediaType(success.response.content);
  const rows = media ? flattenSchema(doc, media[1].schema, 'read') : [];
  const title = `${example.status} ${example.statusText}`.trim();
  return (
    <>
      <p>
        <code>{title}</code>: {renderInline(example.description)}
      </p>
      {example.body !== undefined && (
        <NotIndexed>
          <CodeBlock language="json" title={title}>
            {example.body}
          </CodeBlock>
          <OtherExamples examples={example.others} kind={title} response />
        </NotIndexed>
      )}
      {rows.length > 0 && <FieldsTable rows={rows} label="Response fields" />}
      <ResponseHeaders doc={doc} headers={success.response.headers} />
    </>
  );
}

function ResponseHeaders({doc, headers}: {doc: OpenApiDocument; headers: Record<string, HeaderObject> | undefined}) {
  const rows = Object.entries(headers ?? {}).map(([name, header]) => ({
    name,
    header: deref(doc, header),
    // A header of the document's components (the rate limit's) is on every answer.
    shared: '$ref' in header,
  }));
  if (rows.length === 0) return null;
  return (
    <ReferenceTable<{name: string; header: HeaderObject; shared: boolean}>
      label="Response headers"
      rows={rows}
      rowKey={(row) => row.name}
      rowNotIndexed={(row) => row.shared}
      columns={[
        {header: 'Header', cell: (row) => <NameCell>{row.name}</NameCell>},
        {header: 'Type', className: 'type', cell: (row) => typeLabel(doc, row.header.schema)},
        {header: 'Description', cell: (row) => renderInline(row.header.description ?? '')},
      ]}
    />
  );
}

function Errors({doc, located}: {doc: OpenApiDocument; located: LocatedOperation}) {
  const errors = operationErrors(doc, located);
  if (errors.length === 0) return <p>This operation documents no errors.</p>;
  return (
    <>
      <p {...notIndexed}>
        Errors are JSON with <code>code</code>, <code>message</code> and <code>requestId</code>. Branch on{' '}
        <code>code</code>; each code links to its entry in the{' '}
        <Link to={`${ERROR_CATALOGUE_PATH}#error-codes`}>catalogue of error codes</Link>.
      </p>
      <ReferenceTable<ErrorEntry & {common: boolean}>
        label="Errors"
        rows={errors}
        rowKey={(error) => `${error.status}:${error.code}`}
        // The document's common errors (`x-common-errors`) are on every operation; the catalogue of
        // error codes on /docs/api holds them once.
        rowNotIndexed={(error) => error.common}
        columns={[
          {header: 'Status', className: 'type', cell: (error) => `${error.status} ${statusText(error.status)}`},
          {
            header: 'Code',
            cell: (error) => (
              <Link to={`${ERROR_CATALOGUE_PATH}#${errorAnchor(error.code)}`}>
                <code>{error.code}</code>
              </Link>
            ),
          },
          {
            header: 'When',
            cell: (error) => (
              <>
                {renderInline(error.when)}
                {error.rules && (
                  <ul className={styles.rules}>
                    {error.rules.map(({rule}) => (
                      <li key={rule}>{renderInline(rule)}</li>
                    ))}
                  </ul>
                )}
              </>
            ),
          },
          {header: 'What to do', cell: (error) => renderInline(error.action)},
        ]}
      />
    </>
  );
}

/**
 * One operation of an OpenAPI document, rendered from the document itself so the page cannot
 * drift from it: method and path, summary, authentication, parameters, request body fields,
 * request example in synced tabs, response example and fields, errors, and the download link.
 * Place it under a `##` heading; its sections are `###` headings.
 */
export default function ApiOperation({operation: data}: ApiOperationProps) {
  const {document: doc, info, operationId} = data;
  const located = findOperation(doc, operationId);
  if (!located) throw new Error(`No operation "${operationId}" in the data of ${info.file}.`);
  const {operation} = located;
  // A fragment, not one wrapping element: the local search indexes each `###` section of the page
  // by its siblings, and a wrapper would put the whole reference into the section above it too.
  return (
    <>
      <div className={styles.reference} data-operation-id={operationId}>
        <Endpoint method={located.method} address={located.key} />
        <p className={styles.summary}>
          <strong>{operation.summary}</strong>
          {operation.deprecated && <span className={styles.deprecated}>deprecated</span>}
        </p>
        <Description text={operation.description} />
        <ServerNote doc={doc} />
      </div>

      <h3>Authentication</h3>
      <Authentication doc={doc} located={located} />

      <h3>Parameters</h3>
      <Parameters doc={doc} located={located} />

      <h3>Request body</h3>
      <RequestBody doc={doc} located={located} />

      <h3>Request example</h3>
      <RequestExample doc={doc} located={located} />
      <TryIt data={data} />

      <h3>Response</h3>
      <Response doc={doc} located={located} />

      <h3>Errors</h3>
      <Errors doc={doc} located={located} />

      <DownloadLink
        data={data}
        what={
          <>
            operation <code>{operationId}</code>
          </>
        }
      />
    </>
  );
}
