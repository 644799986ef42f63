import clsx from 'clsx';
import type {ReactNode} from 'react';
import type {FieldRow} from '@site/src/components/ApiOperation/schema';
import {renderInline} from '@site/src/components/ApiOperation/markdown';
import styles from './styles.module.css';

export interface ApiFieldsTableProps {
  rows: FieldRow[];
  /** Accessible name of the table, e.g. "Request body fields". */
  label: string;
  className?: string;
}

function splitPath(path: string): {parent: string; name: string} {
  const cut = path.lastIndexOf('.');
  return cut < 0 ? {parent: '', name: path} : {parent: path.slice(0, cut + 1), name: path.slice(cut + 1)};
}

/**
 * The parent path with a line-break opportunity after each `.` and `[]`, so long paths wrap there.
 * A match, not a look-behind split: Safari before 16.4 cannot parse look-behind (see browserslist).
 */
function breakable(parent: string): ReactNode[] {
  return (parent.match(/[^.[\]]*(?:\[\]|\.)|[^.[\]]+/g) ?? []).flatMap((part, index) => [part, <wbr key={index} />]);
}

/**
 * The fields of a request body, a response or a webhook payload, flattened with nested paths
 * (`answers[].buttons[].label`). "Required" is relative to the parent object.
 */
export default function ApiFieldsTable({rows, label, className}: ApiFieldsTableProps) {
  return (
    <table className={clsx(styles.table, className)} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Type</th>
          <th scope="col">Required</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const {parent, name} = splitPath(row.path);
          return (
            <tr key={row.path}>
              <td className={styles.field}>
                <code>
                  {parent && <span className={styles.parent}>{breakable(parent)}</span>}
                  <span className={styles.name}>{name}</span>
                </code>
                {row.deprecated && <span className={styles.deprecated}>deprecated</span>}
              </td>
              <td className={styles.type}>{row.type}</td>
              <td>{row.required ? 'Yes' : 'No'}</td>
              <td>
                {row.description && <span>{renderInline(row.description)}</span>}
                {row.constraints.length > 0 && (
                  <span className={styles.constraints}>
                    {row.constraints.map((constraint) => (
                      <span key={constraint}>{renderInline(constraint)} </span>
                    ))}
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
