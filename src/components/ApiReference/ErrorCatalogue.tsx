import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {errorAnchor} from './errorAnchor';
import {statusText} from '@site/src/openapi/model';
import {renderInline} from './markdown';
import {ReferenceTable} from './Table';
import type {ErrorCodeEntry} from '@site/src/openapi/types';
import styles from './styles.module.css';

export interface ErrorCatalogueProps {
  /** The build-time catalogue: `import errorCodes from '@openapi/error-codes.json'`. */
  codes: ErrorCodeEntry[];
}

/** Every error code of the APIs, by status, each row the target of its code's anchor. */
export default function ErrorCatalogue({codes}: ErrorCatalogueProps) {
  const brokenLinks = useBrokenLinks();
  // The rows are not headings: declare their ids, so that links to them pass the build's check.
  for (const {code} of codes) brokenLinks.collectAnchor(errorAnchor(code));
  return (
    <ReferenceTable<ErrorCodeEntry>
      label="Error codes"
      rows={codes}
      rowKey={(entry) => entry.code}
      rowId={(entry) => errorAnchor(entry.code)}
      columns={[
        {
          header: 'Code',
          cell: (entry) => (
            <a className={styles.anchor} href={`#${errorAnchor(entry.code)}`}>
              <code>{entry.code}</code>
            </a>
          ),
        },
        {header: 'Status', className: 'nowrap', cell: (entry) => `${entry.status} ${statusText(entry.status)}`},
        {header: 'What it means', cell: (entry) => renderInline(entry.meaning)},
        {header: 'What to do', cell: (entry) => renderInline(entry.action)},
        {header: 'API', className: 'nowrap', cell: (entry) => entry.apis.join(', ')},
      ]}
    />
  );
}
