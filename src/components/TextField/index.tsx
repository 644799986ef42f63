import type {HTMLAttributes, ReactNode} from 'react';
import styles from './styles.module.css';

/** The look of the fields of the site's forms, for a select beside text fields. */
export const fieldClassName = styles.input;

interface TextFieldProps {
  /** The field's id, which its label names. */
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  type?: 'text' | 'password' | 'url';
  /** A field of several lines (a textarea of this many rows). */
  rows?: number;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** The id of the hint that describes the field. */
  describedBy?: string;
}

/**
 * A labelled text field of the API console and the signature checker. They take tokens, secrets,
 * ids and JSON: neither the browser's autocompletion nor its spell checker has anything to offer.
 */
export default function TextField({
  id,
  label,
  value,
  onChange,
  name,
  type = 'text',
  rows,
  placeholder,
  inputMode,
  describedBy,
}: TextFieldProps): ReactNode {
  const shared = {
    id,
    name,
    className: styles.input,
    value,
    placeholder,
    spellCheck: false,
    'aria-describedby': describedBy,
  };
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          inputMode={inputMode}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </>
  );
}
