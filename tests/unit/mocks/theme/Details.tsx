import type {ReactNode} from 'react';

/** Stand-in for @theme/Details: a native details element with its summary. */
export default function Details({summary, children}: {summary: ReactNode; children: ReactNode}) {
  return (
    <details>
      {summary}
      {children}
    </details>
  );
}
