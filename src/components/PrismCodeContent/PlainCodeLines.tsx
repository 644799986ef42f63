import type {ReactNode} from 'react';
import Line from '@theme/CodeBlock/Line';
import type {Props} from './index';

/**
 * The lines of a code block without highlighting, rendered like Prism's (line numbers, magic-comment
 * classes): what a code block shows when the highlighter's chunk cannot be loaded.
 */
export default function PlainCodeLines({code, lineClassNames, showLineNumbers, codeProps}: Props): ReactNode {
  return (
    <code {...codeProps}>
      {code.split('\n').map((text, index) => (
        <Line
          key={index}
          line={[{types: ['plain'], content: text}]}
          getLineProps={({className}) => ({className: `token-line ${className ?? ''}`.trim()})}
          getTokenProps={({token}) => ({className: 'token plain', children: token.content})}
          classNames={lineClassNames[index]}
          showLineNumbers={showLineNumbers}
        />
      ))}
    </code>
  );
}
