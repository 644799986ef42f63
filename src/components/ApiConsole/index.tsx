import {useId, useMemo, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import {ERROR_CATALOGUE_PATH, errorAnchor} from '../ApiReference/errorAnchor';
import {renderInline} from '../ApiReference/markdown';
import {
  deref,
  findOperation,
  isUnauthenticated,
  mediaExamples,
  operationErrors,
  statusText,
  successResponse,
} from '@site/src/openapi/model';
import {constraintsOf, typeLabel} from '../ApiReference/schema';
import {formatJson} from '@site/src/openapi/snippets';
import type {OperationData, ParameterObject} from '@site/src/openapi/types';
import {
  buildRequest,
  curlFor,
  fieldKey,
  formatBody,
  isWorkspaceName,
  mockCommand,
  MOCK_ORIGIN,
  notableHeaders,
  serverOrigin,
  type SentRequest,
} from './request';
import {createTokenStore, tokenKey} from './storage';
import {
  bodyOf,
  coerceParameter,
  consoleParameters,
  createChecker,
  parameterText,
  type RequestParts,
} from './validation';
import styles from './styles.module.css';
import TextField, {fieldClassName} from '../TextField';

/** Where the External API signs in and renews its tokens: fixed paths, the same in every workspace. */
const LOGIN_PATH = '/api/v1/auth/login';
const REFRESH_PATH = '/api/v1/auth/refresh';

type Server = 'workspace' | 'mock';

interface Answer {
  kind: 'answer';
  status: number;
  ms: number;
  headers: {name: string; value: string}[];
  body: string;
  code?: string;
  /** Stoplight Prism's own reasons for refusing a request (its `sl-violations` header). */
  violations: string[];
  request: SentRequest;
}

type Outcome = Answer | {kind: 'failure'; message: string; request: SentRequest};

/** A fresh UUID; `randomUUID` needs a secure context, `getRandomValues` does not. */
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const isIdempotencyKey = (parameter: ParameterObject) =>
  parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key';

/** The words a reader can act on when the browser gives no answer at all (fetch rejects). */
function failureMessage(server: Server, origin: string): string {
  if (server === 'mock') {
    return `The local mock at ${MOCK_ORIGIN} cannot be reached. Start it with the command above, wait until it says it is listening, then send again.`;
  }
  return `No answer from ${origin}: the server cannot be reached, or it does not allow requests from this page (CORS). Check the workspace name (the first part of the address agents sign in at), or choose the local mock; you can also send the same request from a terminal with Copy as curl.`;
}

async function readJson(response: Response): Promise<{text: string; json?: Record<string, unknown>}> {
  const text = await response.text();
  try {
    const json = JSON.parse(text) as unknown;
    return {text, json: json && typeof json === 'object' ? (json as Record<string, unknown>) : undefined};
  } catch {
    return {text};
  }
}

/**
 * Why a Prism mock refused the request: it says so in `sl-violations`, and answers with the first
 * documented example of the status it chose (a `422` where the operation documents one, else a
 * `400`), whose `code` may be another error's.
 */
function mockViolations(headers: Headers): string[] {
  try {
    const list = JSON.parse(headers.get('sl-violations') ?? '[]') as {message?: unknown}[];
    return list.flatMap((item) => (typeof item.message === 'string' ? [item.message] : []));
  } catch {
    return [];
  }
}

function send(request: SentRequest): Promise<Response> {
  const headers = new Headers();
  for (const header of request.headers) headers.set(header.name, header.value);
  // No cookies or other credentials: the token in the header is the only one sent.
  return fetch(request.url, {method: request.method, headers, body: request.body, credentials: 'omit'});
}

/**
 * The API console of an operation page: the reader chooses a server, gives a token (or signs in),
 * fills in the parameters and the body, sees which of the page's rules the request breaks, sends
 * it and reads the answer with its meaning from the errors table; then copies it as curl. Loaded
 * by the **Try it** button (ApiReference/Operation.tsx) only when a reader opens it. Nothing is
 * sent before **Send** or **Sign in**.
 */
export default function ApiConsole({operation: data}: {operation: OperationData}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {document: doc, info, operationId} = data;
  const located = useMemo(() => findOperation(doc, operationId)!, [doc, operationId]);
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const parameters = useMemo(() => consoleParameters(doc, located), [doc, located]);
  const body = useMemo(() => bodyOf(doc, located), [doc, located]);
  const examples = useMemo(() => (body ? mediaExamples(doc, body.media) : []), [doc, body]);
  const check = useMemo(() => createChecker(doc, located), [doc, located]);
  const errors = useMemo(() => operationErrors(doc, located), [doc, located]);
  const success = successResponse(doc, located.operation);
  const store = useMemo(() => createTokenStore(), []);
  const external = info.name === 'external-api';
  const needsToken = !isUnauthenticated(located.operation);

  const [server, setServer] = useState<Server>('workspace');
  const [company, setCompany] = useState('');
  // The console renders in the browser only (loaded when a reader opens it), so the tokens are read
  // from storage and the key is made while the state starts.
  const [token, setTokenState] = useState(() => store.get(tokenKey(info.name, 'token')));
  const [refresh, setRefreshState] = useState(() => store.get(tokenKey(info.name, 'refresh')));
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [signInNote, setSignInNote] = useState('');
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      parameters.map((parameter) => [
        fieldKey(parameter),
        isIdempotencyKey(parameter) ? uuid() : parameterText(doc, parameter),
      ]),
    ),
  );
  const [example, setExample] = useState(examples[0]?.name ?? '');
  const [bodyText, setBodyText] = useState(examples[0] ? formatJson(examples[0].value) : body ? '{}' : '');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const [hideToken, setHideToken] = useState(true);
  const [copyNote, setCopyNote] = useState('');
  const resultRef = useRef<HTMLDivElement>(null);

  const setToken = (value: string) => {
    setTokenState(value);
    store.set(tokenKey(info.name, 'token'), value);
  };
  const setRefresh = (value: string) => {
    setRefreshState(value);
    store.set(tokenKey(info.name, 'refresh'), value);
  };

  const origin = serverOrigin(server, company);

  const parsedBody = useMemo((): {value?: unknown; error?: string} => {
    if (!body || bodyText.trim() === '') return {};
    try {
      return {value: JSON.parse(bodyText) as unknown};
    } catch (error) {
      return {error: (error as Error).message};
    }
  }, [body, bodyText]);

  const findings = useMemo(() => {
    const parts: RequestParts = {path: {}, query: {}, header: {}};
    for (const parameter of parameters) {
      const value = coerceParameter(doc, parameter.schema, values[fieldKey(parameter)] ?? '');
      if (value !== undefined) parts[parameter.in as 'path' | 'query' | 'header'][parameter.name] = value;
    }
    if (parsedBody.value !== undefined) parts.body = parsedBody.value;
    return parsedBody.error ? [] : check(parts);
  }, [check, doc, parameters, values, parsedBody]);

  const requestFor = (withToken: string): SentRequest =>
    buildRequest({
      origin,
      method: located.method,
      path: located.key,
      parameters,
      values,
      token: needsToken ? withToken : undefined,
      body: body && bodyText.trim() !== '' ? bodyText : undefined,
      contentType: body?.type,
    });

  async function renewToken(): Promise<string | undefined> {
    // The refresh call carries the refresh token in its body and no Authorization header.
    const response = await send(
      buildRequest({
        origin,
        method: 'post',
        path: REFRESH_PATH,
        parameters: [],
        values: {},
        body: JSON.stringify({refreshToken: refresh}),
      }),
    );
    const {json} = await readJson(response);
    if (!response.ok || typeof json?.accessToken !== 'string') {
      setRefresh('');
      return undefined;
    }
    setToken(json.accessToken);
    if (typeof json.refreshToken === 'string') setRefresh(json.refreshToken);
    return json.accessToken;
  }

  async function onSend() {
    if (!origin) return;
    setBusy(true);
    setCopyNote('');
    let request = requestFor(token);
    const started = performance.now();
    try {
      let response = await send(request);
      // One renewal after a 401, then the same call again with the new token.
      if (response.status === 401 && external && needsToken && refresh) {
        const renewed = await renewToken();
        if (renewed) {
          request = requestFor(renewed);
          response = await send(request);
        }
      }
      const {text, json} = await readJson(response);
      setOutcome({
        kind: 'answer',
        status: response.status,
        ms: Math.round(performance.now() - started),
        headers: notableHeaders(response.headers),
        body: formatBody(text),
        code: typeof json?.code === 'string' ? json.code : undefined,
        violations: mockViolations(response.headers),
        request,
      });
      // A key stands for one intended operation: the next send is a new one.
      const key = parameters.find(isIdempotencyKey);
      if (response.ok && key) setValues((current) => ({...current, [fieldKey(key)]: uuid()}));
    } catch {
      setOutcome({kind: 'failure', message: failureMessage(server, origin), request});
    } finally {
      setBusy(false);
    }
  }

  async function onSignIn() {
    if (!origin) return;
    setSignInNote('Signing in…');
    try {
      // Signing in sends the login and password only, never a token.
      const response = await send(
        buildRequest({
          origin,
          method: 'post',
          path: LOGIN_PATH,
          parameters: [],
          values: {},
          body: JSON.stringify({login, password}),
        }),
      );
      const {json} = await readJson(response);
      if (response.ok && typeof json?.accessToken === 'string') {
        setToken(json.accessToken);
        setRefresh(typeof json.refreshToken === 'string' ? json.refreshToken : '');
        setPassword('');
        setSignInNote('Signed in: the access token is filled in.');
      } else {
        const code = typeof json?.code === 'string' ? ` ${json.code}` : '';
        setSignInNote(`Sign-in refused: ${response.status}${code}. Check the login and password of the service user.`);
      }
    } catch {
      setSignInNote(failureMessage(server, origin));
    }
  }

  function onForget() {
    setToken('');
    setRefresh('');
    setPassword('');
    setSignInNote('The tokens are forgotten.');
  }

  async function onCopy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopyNote('Copied.');
    } catch {
      setCopyNote('The browser did not allow copying: select the command and copy it.');
    }
  }

  const chooseExample = (name: string) => {
    setExample(name);
    const chosen = examples.find((item) => item.name === name);
    if (chosen) setBodyText(formatJson(chosen.value));
  };

  const tokenLabel = external ? 'Access token' : 'Bot token';
  const broken = findings.filter((finding) => finding.rules);
  const curl = outcome ? curlFor(outcome.request, hideToken) : '';
  const answer = outcome?.kind === 'answer' ? outcome : undefined;
  const rows = answer ? errors.filter((row) => row.status === answer.status) : [];
  const row = rows.find((entry) => entry.code === answer?.code) ?? rows[0];

  return (
    <section className={styles.console} aria-label={`API console: ${located.operation.summary ?? operationId}`}>
      <div className={styles.group}>
        <label htmlFor={field('server')}>Server</label>
        <select
          id={field('server')}
          name="server"
          className={fieldClassName}
          value={server}
          onChange={(event) => setServer(event.target.value as Server)}>
          <option value="workspace">Your workspace</option>
          <option value="mock">Local mock ({MOCK_ORIGIN})</option>
        </select>
        {server === 'workspace' ? (
          <>
            <TextField
              id={field('company')}
              name="company"
              label="Workspace name"
              value={company}
              describedBy={field('company-hint')}
              onChange={(value) => setCompany(value.trim())}
            />
            <p id={field('company-hint')} className={styles.hint}>
              {company && !isWorkspaceName(company) ? (
                'A workspace name has letters, digits and hyphens only.'
              ) : (
                <>
                  Requests go to <code>{`https://${company || '{company}'}.parley.example`}</code>, the address agents
                  sign in at.
                </>
              )}
            </p>
          </>
        ) : (
          <>
            <p className={styles.hint}>
              Start a mock of the published document in a terminal (Node.js 18 or later); it answers with the documented
              examples and checks each request against the document:
            </p>
            <CodeBlock language="bash">{mockCommand(siteConfig.url, info.downloadPath)}</CodeBlock>
          </>
        )}
      </div>

      {needsToken && (
        <div className={styles.group}>
          <TextField
            id={field('token')}
            name="token"
            label={tokenLabel}
            type="password"
            value={token}
            onChange={(value) => setToken(value.trim())}
          />
          {external && (
            <details className={styles.signIn}>
              <summary>Sign in as a service user</summary>
              <TextField id={field('login')} name="login" label="Login" value={login} onChange={setLogin} />
              <TextField
                id={field('password')}
                name="password"
                label="Password"
                type="password"
                value={password}
                onChange={setPassword}
              />
              <div className={styles.actions}>
                <button
                  type="button"
                  className="button button--secondary button--sm"
                  disabled={!origin || !login || !password}
                  onClick={() => void onSignIn()}>
                  Sign in
                </button>
              </div>
            </details>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className="button button--secondary button--sm"
              disabled={!token && !refresh}
              onClick={onForget}>
              Forget
            </button>
          </div>
          <p className={styles.hint} role="status">
            {signInNote ||
              (store.persistent()
                ? 'Kept in this tab only (session storage) and sent only to the server above.'
                : 'This browser blocks storage: the token is kept until you leave the page.')}
          </p>
        </div>
      )}

      {parameters.length > 0 && (
        <fieldset className={styles.group}>
          <legend>Parameters</legend>
          {parameters.map((parameter) => {
            const key = fieldKey(parameter);
            const schema = parameter.schema ? deref(doc, parameter.schema) : undefined;
            const choices = schema?.enum?.filter((value) => value !== null);
            const hint = [
              `${parameter.in}, ${typeLabel(doc, parameter.schema)}${parameter.required ? ', required' : ''}`,
              ...constraintsOf(doc, parameter.schema),
            ].join('. ');
            return (
              <div key={key} className={styles.parameter}>
                {choices ? (
                  <>
                    <label htmlFor={field(key)}>
                      <code>{parameter.name}</code>
                    </label>
                    <select
                      id={field(key)}
                      name={key}
                      className={fieldClassName}
                      value={values[key] ?? ''}
                      aria-describedby={field(`${key}-hint`)}
                      onChange={(event) => setValues({...values, [key]: event.target.value})}>
                      {!parameter.required && <option value="">(not sent)</option>}
                      {choices.map((choice) => (
                        <option key={String(choice)} value={String(choice)}>
                          {String(choice)}
                        </option>
                      ))}
                    </select>
                  </>
                ) : (
                  <TextField
                    id={field(key)}
                    name={key}
                    label={<code>{parameter.name}</code>}
                    value={values[key] ?? ''}
                    describedBy={field(`${key}-hint`)}
                    onChange={(value) => setValues({...values, [key]: value})}
                  />
                )}
                <p id={field(`${key}-hint`)} className={styles.hint}>
                  {renderInline(hint)}
                  {isIdempotencyKey(parameter) && ' A new key is made after each successful send.'}
                </p>
              </div>
            );
          })}
        </fieldset>
      )}

      {body && (
        <div className={styles.group}>
          {examples.length > 1 && (
            <>
              <label htmlFor={field('example')}>Example</label>
              <select
                id={field('example')}
                name="example"
                className={fieldClassName}
                value={example}
                onChange={(event) => chooseExample(event.target.value)}>
                {examples.map((item) => (
                  <option key={item.name} value={item.name}>
                    {item.summary ?? item.name}
                  </option>
                ))}
              </select>
            </>
          )}
          <TextField
            id={field('body')}
            name="body"
            label={`Body (${body.type})`}
            rows={Math.min(16, Math.max(4, bodyText.split('\n').length))}
            value={bodyText}
            onChange={setBodyText}
          />
        </div>
      )}

      <div className={styles.group} id={field('checks')} data-console-checks="">
        {parsedBody.error ? (
          <p className={styles.problem}>The body is not valid JSON: {parsedBody.error}</p>
        ) : findings.length === 0 ? (
          <p>The request matches the operation&apos;s schema and the rules of this page.</p>
        ) : (
          <>
            <p>
              {broken.length > 0
                ? `Chat Center would refuse this request with 400 VALIDATION_ERROR; it breaks ${
                    broken.length === 1 ? 'a rule' : 'rules'
                  } of this page. You can still send it.`
                : 'The request does not match the operation’s schema. You can still send it.'}
            </p>
            <ul className={styles.findings}>
              {findings.map((finding) => (
                <li key={`${finding.where}:${finding.message}`} className={styles.problem}>
                  {finding.rules?.map((rule) => (
                    <span key={rule}>
                      <strong>Rule:</strong> {renderInline(rule)}{' '}
                    </span>
                  ))}
                  <code>{finding.where}</code>: {finding.message}.
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          disabled={busy || !origin}
          aria-describedby={field('checks')}
          onClick={() => void onSend()}>
          Send
        </button>
        {!origin && <span className={styles.hint}> Enter your workspace name first.</span>}
      </div>

      <div ref={resultRef} className={styles.result} role="status" aria-live="polite" aria-atomic="true">
        {busy && 'Sending…'}
        {!busy && outcome?.kind === 'failure' && <p className={styles.problem}>{outcome.message}</p>}
        {!busy && answer && (
          <p>
            <strong data-console-status={answer.status}>
              {answer.status} {statusText(answer.status)}
            </strong>{' '}
            in {answer.ms.toLocaleString('en-US')} ms.{' '}
            {answer.status >= 200 && answer.status < 300 && success
              ? renderInline(deref(doc, success.response).description?.trim() ?? '')
              : row && (
                  <>
                    <Link to={`${ERROR_CATALOGUE_PATH}#${errorAnchor(row.code)}`}>
                      <code>{row.code}</code>
                    </Link>
                    : {renderInline(row.when)} <strong>What to do:</strong> {renderInline(row.action)}
                  </>
                )}
          </p>
        )}
      </div>

      {!busy && answer && (
        <div className={styles.group}>
          {answer.violations.length > 0 && (
            <>
              <p>
                {answer.status === 400 || answer.status === 422 ? (
                  <>
                    The mock refused the request and answered with an example of that status; Chat Center answers{' '}
                    <code>400 VALIDATION_ERROR</code> to a request that breaks the schema.{' '}
                  </>
                ) : null}
                The mock says:
              </p>
              <ul className={styles.findings}>
                {answer.violations.map((violation) => (
                  <li key={violation}>{violation}</li>
                ))}
              </ul>
            </>
          )}
          {answer.headers.length > 0 && (
            <dl className={styles.headers}>
              {answer.headers.map((header) => (
                <div key={header.name}>
                  <dt>{header.name}</dt>
                  <dd>
                    <code>{header.value}</code>
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {answer.body && (
            <div data-console-body="">
              <CodeBlock language="json" title="Response body">
                {answer.body}
              </CodeBlock>
            </div>
          )}
        </div>
      )}

      {outcome && (
        <div className={styles.group}>
          <div className={styles.actions}>
            <button type="button" className="button button--secondary button--sm" onClick={() => void onCopy(curl)}>
              Copy as curl
            </button>{' '}
            {needsToken && (
              <label className={styles.inline}>
                <input type="checkbox" checked={hideToken} onChange={(event) => setHideToken(event.target.checked)} />{' '}
                Write the token as <code>$TOKEN</code>
              </label>
            )}
            <span role="status" className={styles.hint}>
              {' '}
              {copyNote}
            </span>
          </div>
          <div data-console-curl="">
            <CodeBlock language="bash" title="The request sent, as curl">
              {curl}
            </CodeBlock>
          </div>
        </div>
      )}
    </section>
  );
}
