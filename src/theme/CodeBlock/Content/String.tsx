/**
 * Ejected from @docusaurus/theme-classic 3.7.0, src/theme/CodeBlock/Content/String.tsx (Copyright
 * (c) Facebook, Inc. and its affiliates, MIT licence), for one change, fenced with [parley]: the
 * highlighted lines are taken from the server's HTML when the page hydrates, so Prism, its grammars
 * and the tokenising of every code block stay off a page's start-up (on an API page the highlighter
 * chunk alone was a task of 260–440 ms under Lighthouse's 4× CPU slowdown). Prism is loaded only for
 * a code block the browser renders itself, after a client-side navigation (src/components/
 * PrismCodeContent). Token colours come from CSS (config/prism.ts), so the server's HTML is right in
 * either colour mode.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig, usePrismTheme} from '@docusaurus/theme-common';
import {
  parseCodeBlockTitle,
  parseLanguage,
  parseLines,
  containsLineNumbers,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import Container from '@theme/CodeBlock/Container';
import type {Props} from '@theme/CodeBlock/Content/String';
// [parley] start: the upstream styles (not a copy), server-rendered lines, lazy Prism
import {lazy, useId, useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
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
    const lines = Array.from(
      document.querySelectorAll(`code[${LINES_ATTRIBUTE}]`),
    ).find((element) => element.getAttribute(LINES_ATTRIBUTE) === id);
    return lines?.innerHTML;
  });
  return html;
}
// [parley] end

// Prism languages are always lowercase
// We want to fail-safe and allow both "php" and "PHP"
// See https://github.com/facebook/docusaurus/issues/9012
function normalizeLanguage(language: string | undefined): string | undefined {
  return language?.toLowerCase();
}

export default function CodeBlockString({
  children,
  className: blockClassName = '',
  metastring,
  title: titleProp,
  showLineNumbers: showLineNumbersProp,
  language: languageProp,
}: Props): ReactNode {
  const {
    prism: {defaultLanguage, magicComments},
  } = useThemeConfig();
  const language = normalizeLanguage(
    languageProp ?? parseLanguage(blockClassName) ?? defaultLanguage,
  );

  const prismTheme = usePrismTheme();
  const wordWrap = useCodeWordWrap();

  // We still parse the metastring in case we want to support more syntax in the
  // future. Note that MDX doesn't strip quotes when parsing metastring:
  // "title=\"xyz\"" => title: "\"xyz\""
  const title = parseCodeBlockTitle(metastring) || titleProp;

  const {lineClassNames, code} = parseLines(children, {
    metastring,
    language,
    magicComments,
  });
  const showLineNumbers =
    showLineNumbersProp ?? containsLineNumbers(metastring);

  // [parley] start: <pre> as prism-react-renderer's Highlight renders it; lines from the server or Prism
  const linesId = useId();
  const serverRenderedLines = useServerRenderedLines(linesId);
  const prismLanguage = language ?? 'text';
  const codeProps = {
    [LINES_ATTRIBUTE]: linesId,
    className: clsx(
      styles.codeBlockLines,
      showLineNumbers && styles.codeBlockLinesWithNumbering,
    ),
  };
  // [parley] end

  return (
    <Container
      as="div"
      className={clsx(
        blockClassName,
        language &&
          !blockClassName.includes(`language-${language}`) &&
          `language-${language}`,
      )}>
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div className={styles.codeBlockContent}>
        {/* [parley] start: no <Highlight> here; the lines come from the server or PrismCodeLines */}
        <pre
          /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */
          tabIndex={0}
          ref={wordWrap.codeBlockRef}
          className={clsx(
            `prism-code language-${prismLanguage}`,
            styles.codeBlock,
            'thin-scrollbar',
          )}
          style={prismTheme.plain}>
          {serverRenderedLines === undefined ? (
            <PrismCodeLines
              code={code}
              language={prismLanguage}
              lineClassNames={lineClassNames}
              showLineNumbers={showLineNumbers}
              codeProps={codeProps}
            />
          ) : (
            <code
              {...codeProps}
              dangerouslySetInnerHTML={{__html: serverRenderedLines}}
            />
          )}
        </pre>
        {/* [parley] end */}
        <div className={styles.buttonGroup}>
          {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
            <WordWrapButton
              className={styles.codeButton}
              onClick={() => wordWrap.toggle()}
              isEnabled={wordWrap.isEnabled}
            />
          )}
          <CopyButton className={styles.codeButton} code={code} />
        </div>
      </div>
    </Container>
  );
}
