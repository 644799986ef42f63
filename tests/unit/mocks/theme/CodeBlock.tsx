import type {ReactNode} from 'react';

/** Stand-in for @theme/CodeBlock: the code as text, the language as a data attribute. */
export default function CodeBlock({
  children,
  language,
  title,
}: {
  children: ReactNode;
  language?: string;
  title?: string;
}) {
  return (
    <pre data-language={language} title={title}>
      <code>{children}</code>
    </pre>
  );
}
