import type {ReactNode} from 'react';
import {renderInline} from './markdown';
import {notIndexed} from './NotIndexed';
import type {FieldRow} from './schema';
import styles from './styles.module.css';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** A class of styles.module.css for the column's cells (`type`, `nowrap`, `field`, `example`). */
  className?: string;
}

export interface ReferenceTableProps<Row> {
  /** The table's accessible name, e.g. "Parameters" or "Request body fields". */
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** An `id` for each row, to link to it (the error catalogue). */
  rowId?: (row: Row) => string;
  /**
   * Rows the local search leaves out: those every operation of a document repeats, which one page
   * documents once. A table of such rows only is left out whole.
   */
  rowNotIndexed?: (row: Row) => boolean;
}

/** Every table of the API reference (parameters, fields, headers, answers, errors): one markup, one style. */
export function ReferenceTable<Row>({label, columns, rows, rowKey, rowId, rowNotIndexed}: ReferenceTableProps<Row>) {
  const tableNotIndexed = rowNotIndexed !== undefined && rows.every(rowNotIndexed);
  return (
    <table className={styles.table} aria-label={label} {...(tableNotIndexed ? notIndexed : {})}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} id={rowId?.(row)} {...(!tableNotIndexed && rowNotIndexed?.(row) ? notIndexed : {})}>
            {columns.map((column) => (
              <td key={column.header} className={column.className && styles[column.className]}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A name in code, bold, as the first cell of a row. */
export function NameCell({children}: {children: ReactNode}) {
  return <code className={styles.name}>{children}</code>;
}

/**
 * Smaller grey notes under a description: constraints, an example. The Markdown twin of the page
 * gives them a column of their own (`src/plugins/markdownTwins`).
 */
export function Constraints({children}: {children: ReactNode}) {
  return (
    <span className={styles.constraints} data-markdown="constraints">
      {children}
    </span>
  );
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

const FIELD_COLUMNS: Column<FieldRow>[] = [
  {
    header: 'Field',
    className: 'field',
    cell: (row) => {
      const {parent, name} = splitPath(row.path);
      return (
        <>
          <code>
            {parent && <span className={styles.parent}>{breakable(parent)}</span>}
            <span className={styles.name}>{name}</span>
          </code>
          {row.deprecated && <span className={styles.deprecated}>deprecated</span>}
        </>
      );
    },
  },
  {header: 'Type', className: 'type', cell: (row) => row.type},
  {header: 'Required', cell: (row) => (row.required ? 'Yes' : 'No')},
  {
    header: 'Description',
    cell: (row) => (
      <>
        {row.description && <span>{renderInline(row.description)}</span>}
        {row.constraints.length > 0 && (
          <Constraints>
            {row.constraints.map((constraint) => (
              <span key={constraint}>{renderInline(constraint)} </span>
            ))}
          </Constraints>
        )}
      </>
    ),
  },
];

/**
 * The fields of a request body, a response or a webhook payload, flattened with nested paths
 * (`answers[].buttons[].label`). "Required" is relative to the parent object.
 */
export function FieldsTable({rows, label}: {rows: FieldRow[]; label: string}) {
  return <ReferenceTable label={label} columns={FIELD_COLUMNS} rows={rows} rowKey={(row) => row.path} />;
}
