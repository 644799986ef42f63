import {lazy, useState, type CSSProperties, type ReactNode, type Ref} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
// The upstream styles themselves (the ejected CodeBlock/Content/String uses them too), not a copy.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
// Through @site: the server build's alias for it (src/plugins/codeHighlighting) matches that request.
import {loadPrismCodeContent} from '@site/src/components/PrismCodeContent/load';
import BrowserSuspense from '@site/src/components/BrowserSuspense';
import PlainCodeLines from './PlainCodeLines';

// Prism is loaded only for code the browser renders itself, never while a page hydrates; until it is
// in, the block shows its lines unhighlighted (<Suspense>, in the browser only: see BrowserSuspense).
const PrismCodeLines = lazy(loadPrismCodeContent);

/** The attribute that pairs a code block's lines in the server's HTML with its hydrating component. */
const LINES_ATTRIBUTE = 'data-code-lines';

/**
 * The pairing key of a code block's lines: a hash of what they are made of (FNV-1a, 32 bits). Not
 * `useId`: the server renders with React and the browser with Preact (src/plugins/preactClient),
 * whose ids differ. Two blocks with the same key have the same lines, so either pairing is right.
 */
export function codeLinesKey(parts: {
  code: string;
  language: string;
  lineClassNames: {[lineIndex: number]: string[]};
  showLineNumbers: boolean;
}): string {
  const text = JSON.stringify([parts.code, parts.language, parts.lineClassNames, parts.showLineNumbers]);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * The server's highlighted lines of this code block while the page hydrates (the first render in
 * the browser, before `useIsBrowser` turns true); undefined for a block the browser renders itself.
 */
function useServerRenderedLines(id: string): string | undefined {
  const isBrowser = useIsBrowser();
  const [html] = useState(() => {
    if (!ExecutionEnvironment.canUseDOM || isBrowser) return undefined;
    // Array.from, not a spread: the webpack build's Babel (loose mode) cannot spread a NodeList.
    const lines = Array.from(document.querySelectorAll(`code[${LINES_ATTRIBUTE}]`)).find(
      (element) => element.getAttribute(LINES_ATTRIBUTE) === id,
    );
    return lines?.innerHTML;
  });
  return html;
}

export interface CodeBlockPreProps {
  code: string;
  language: string | undefined;
  lineClassNames: {[lineIndex: number]: string[]};
  showLineNumbers: boolean;
  /** The word-wrap hook's ref (useCodeWordWrap). */
  codeBlockRef: Ref<HTMLPreElement>;
  /** The Prism theme's plain style (usePrismTheme().plain). */
  plainStyle: CSSProperties;
}

/**
 * A code block's <pre>, as prism-react-renderer's Highlight renders it in the ejected
 * CodeBlock/Content/String, with its lines taken from the server's HTML when the page hydrates:
 * Prism, its grammars and the tokenising of every code block stay off a page's start-up (on an
 * API page the highlighter chunk alone was a task of 260–440 ms under Lighthouse's 4× CPU
 * slowdown). Prism is loaded only for a code block the browser renders itself, after a client-side
 * navigation. Token colours come from CSS (config/prism.ts), so the server's HTML is right in
 * either colour mode.
 */
export default function CodeBlockPre({
  code,
  language,
  lineClassNames,
  showLineNumbers,
  codeBlockRef,
  plainStyle,
}: CodeBlockPreProps): ReactNode {
  const prismLanguage = language ?? 'text';
  const linesId = codeLinesKey({code, language: prismLanguage, lineClassNames, showLineNumbers});
  const serverRenderedLines = useServerRenderedLines(linesId);
  const codeProps = {
    [LINES_ATTRIBUTE]: linesId,
    className: clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering),
  };
  const linesProps = {code, language: prismLanguage, lineClassNames, showLineNumbers, codeProps};
  return (
    <pre
      // Upstream's: a code block that scrolls sideways must be reachable by keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      ref={codeBlockRef}
      className={clsx(`prism-code language-${prismLanguage}`, styles.codeBlock, 'thin-scrollbar')}
      style={plainStyle}>
      {serverRenderedLines === undefined ? (
        <BrowserSuspense fallback={<PlainCodeLines {...linesProps} />}>
          <PrismCodeLines {...linesProps} />
        </BrowserSuspense>
      ) : (
        <code {...codeProps} dangerouslySetInnerHTML={{__html: serverRenderedLines}} />
      )}
    </pre>
  );
}
