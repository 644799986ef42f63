import React, {type HTMLAttributes, type ReactNode} from 'react';
import {Highlight, Prism, type Language} from 'prism-react-renderer';
import {usePrismTheme} from '@docusaurus/theme-common';
import Line from '@theme/CodeBlock/Line';
import {prism} from '@site/config/prism';

/**
 * The highlighted lines of a code block: Prism, the languages of config/prism.ts and the theme's
 * line rendering. It is a chunk of its own, loaded by src/theme/CodeBlock/Content/String only for a
 * code block the browser renders itself; the server renders it into the HTML, which hydration keeps.
 */
const {additionalLanguages} = prism;
const globalWithPrism = globalThis as {Prism?: unknown};
const prismBefore = globalWithPrism.Prism;
// Prism's language files extend the Prism instance they find on the global object.
globalWithPrism.Prism = Prism;
for (const language of additionalLanguages) {
  // prism-react-renderer already bundles some (kotlin, swift, objectivec): redefining them would
  // only repeat Prism's costly grammar merging.
  // A require: the bundler makes one module per language file it finds, evaluated in this order.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  if (!Prism.languages[language]) require(`prismjs/components/prism-${language}`);
}
if (prismBefore === undefined) delete globalWithPrism.Prism;
else globalWithPrism.Prism = prismBefore;

export interface Props {
  code: string;
  language: string;
  lineClassNames: {[lineIndex: number]: string[]};
  showLineNumbers: boolean;
  /** The attributes of the <code> element (its class names and the server-render pairing). */
  codeProps: HTMLAttributes<HTMLElement>;
}

export default function PrismCodeLines({code, language, lineClassNames, showLineNumbers, codeProps}: Props): ReactNode {
  const prismTheme = usePrismTheme();
  return (
    <Highlight theme={prismTheme} code={code} language={language as Language}>
      {({tokens, getLineProps, getTokenProps}) => (
        <code {...codeProps}>
          {tokens.map((line, index) => (
            <Line
              key={index}
              line={line}
              getLineProps={getLineProps}
              getTokenProps={getTokenProps}
              classNames={lineClassNames[index]}
              showLineNumbers={showLineNumbers}
            />
          ))}
        </code>
      )}
    </Highlight>
  );
}
