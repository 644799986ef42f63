import clsx from 'clsx';
import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ReferenceData} from '@site/src/openapi/types';
import styles from './styles.module.css';

export interface EndpointProps {
  /** An HTTP method in any case: `post`, `GET`. */
  method: string;
  /** The operation's path, or the webhook's address. */
  address: string;
  /** A short note after the address, e.g. "your bot's webhook address". */
  hint?: ReactNode;
}

/** The bar above an operation or a webhook: the coloured method badge, the path and a hint. */
export default function Endpoint({method, address, hint}: EndpointProps) {
  const upper = method.toUpperCase();
  return (
    // The Markdown twin prints the bar as one line of code (`src/plugins/markdownTwins`).
    <div className={styles.endpoint} data-markdown="endpoint">
      <span className={clsx(styles.method, styles[`method${upper}`])}>{upper}</span>
      <code className={styles.address}>{address}</code>
      {hint && <span className={styles.hint}>{hint}</span>}
    </div>
  );
}

/** The link to the whole OpenAPI document, under an operation or a webhook. */
export function DownloadLink({data, what}: {data: ReferenceData; what: ReactNode}) {
  const downloadUrl = useBaseUrl(data.info.downloadPath);
  return (
    <p className={styles.download}>
      <a href={downloadUrl} download>
        Download the OpenAPI document
      </a>{' '}
      ({data.info.title}, OpenAPI {data.document.openapi}, {what})
    </p>
  );
}
