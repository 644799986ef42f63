import React, {type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// The additional languages of config/prism.ts, registered once, when the first code block loads.
prismIncludeLanguages(Prism);

export type Props = WrapperProps<typeof CodeBlockType>;

/** The theme's code block with Prism: loaded on demand by src/theme/CodeBlock. */
export default function HighlightedCodeBlock(props: Props): ReactNode {
  return <CodeBlock {...props} />;
}
