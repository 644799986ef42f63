import clsx from 'clsx';
import styles from './styles.module.css';

export interface ApiMethodBadgeProps {
  /** An HTTP method in any case: `post`, `GET`. */
  method: string;
  className?: string;
}

/** The coloured HTTP method label shown before an operation's path or a webhook's address. */
export default function ApiMethodBadge({method, className}: ApiMethodBadgeProps) {
  const upper = method.toUpperCase();
  return <span className={clsx(styles.method, styles[`method${upper}`], className)}>{upper}</span>;
}
