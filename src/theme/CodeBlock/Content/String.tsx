/**
 * Ejected from @docusaurus/theme-classic 3.7.0, src/theme/CodeBlock/Content/String.tsx (Copyright
 * (c) Facebook, Inc. and its affiliates, MIT licence), for one change, fenced with [parley]: the
 * <pre> is CodeBlockPre (src/components/PrismCodeContent), which keeps the server's highlighted
 * lines when the page hydrates, so Prism does not load or run on a page's first load.
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
// [parley] start: no Highlight or Line here (CodeBlockPre renders the lines)
// [parley] end
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import Container from '@theme/CodeBlock/Container';
import type {Props} from '@theme/CodeBlock/Content/String';

// [parley] start: the upstream styles (not a copy), and the <pre> that keeps the server's lines
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import CodeBlockPre from '@site/src/components/PrismCodeContent/CodeBlockPre';
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
        {/* [parley] start: the lines from the server's HTML, or Prism loaded for them (upstream: <Highlight>) */}
        <CodeBlockPre
          code={code}
          language={language}
          lineClassNames={lineClassNames}
          showLineNumbers={showLineNumbers}
          codeBlockRef={wordWrap.codeBlockRef}
          plainStyle={prismTheme.plain}
        />
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
