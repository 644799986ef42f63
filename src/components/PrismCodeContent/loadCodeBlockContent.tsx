import type {ReactNode} from 'react';
import type * as CodeBlockContent from './codeBlockContent';
import {resolvedAtOnce} from './resolvedAtOnce';

type CodeBlockContentModule = typeof CodeBlockContent;
type ContentName = keyof CodeBlockContentModule;
export type ContentModule<Name extends ContentName> = {default: CodeBlockContentModule[Name]};

/** The code as plain text, where the code block's chunk could not be loaded. */
function PlainCodeBlock({children, className}: {children: ReactNode; className?: string}): ReactNode {
  return (
    <pre className={className}>
      <code>{children}</code>
    </pre>
  );
}

const PLAIN_CONTENT: CodeBlockContentModule = {
  StringContent: PlainCodeBlock as CodeBlockContentModule['StringContent'],
  ElementContent: PlainCodeBlock as CodeBlockContentModule['ElementContent'],
};

let loaded: CodeBlockContentModule | undefined;
let loading: Promise<CodeBlockContentModule> | undefined;

/**
 * In the browser: the code block's content (the ejected CodeBlock/Content/String, the theme's
 * Content/Element, their buttons and the theme's code utilities) as a chunk of its own, so a page
 * without code does not load it. If the chunk cannot be loaded, the code shows as plain text
 * rather than the page crashing, and the next code block tries again.
 */
export function loadCodeBlockContent(): Promise<CodeBlockContentModule> {
  loading ??= import(/* webpackChunkName: "code-block" */ './codeBlockContent').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      console.warn('The code block could not load; showing its code as plain text.', error);
      return PLAIN_CONTENT;
    },
  );
  return loading;
}

/** One of the contents, for React.lazy: at once (no suspension) once the chunk is in. */
export function loadContent<Name extends ContentName>(name: Name): Promise<ContentModule<Name>> {
  if (loaded) return resolvedAtOnce({default: loaded[name]});
  return loadCodeBlockContent().then((module) => ({default: module[name]}));
}
