import type {ReactNode} from 'react';

/**
 * A code block's code as plain text: where its chunk could not be loaded, and while it loads after
 * a client-side navigation. Its own module: the server build replaces loadCodeBlockContent.
 */
export default function PlainCodeBlock({children, className}: {children: ReactNode; className?: string}): ReactNode {
  return (
    <pre className={className}>
      <code>{children}</code>
    </pre>
  );
}
