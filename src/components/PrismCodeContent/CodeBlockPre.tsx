import {lazy, useId, useState, type CSSProperties, type ReactNode, type Ref} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
// The upstream styles themselves (the ejected CodeBlock/Content/String uses them too), not a copy.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
// Through @site: the server build's alias for it (src/plugins/codeHighlighting) matches that request.
import {loadPrismCodeContent} from '@site/src/components/PrismCodeContent/load';

// No <Suspense> on purpose: a boundary makes React's server render move the code out of place and
// reveal it with inline scripts. Without one, a navigation keeps the old page until the chunk is there.
const PrismCodeLines = lazy(loadPrismCodeContent);

/** The attribute that pairs a code block's lines in the server's HTML with its hydrating component. */
const LINES_ATTRIBUTE = 'data-code-lines';

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
  const linesId = useId();
  const serverRenderedLines = useServerRenderedLines(linesId);
  const prismLanguage = language ?? 'text';
  const codeProps = {
    [LINES_ATTRIBUTE]: linesId,
    className: clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering),
  };
  return (
    <pre
      // Upstream's: a code block that scrolls sideways must be reachable by keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      ref={codeBlockRef}
      className={clsx(`prism-code language-${prismLanguage}`, styles.codeBlock, 'thin-scrollbar')}
      style={plainStyle}>
      {serverRenderedLines === undefined ? (
        <PrismCodeLines
          code={code}
          language={prismLanguage}
          lineClassNames={lineClassNames}
          showLineNumbers={showLineNumbers}
          codeProps={codeProps}
        />
      ) : (
        <code {...codeProps} dangerouslySetInnerHTML={{__html: serverRenderedLines}} />
      )}
    </pre>
  );
}
