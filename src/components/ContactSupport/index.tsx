import clsx from 'clsx';
import styles from './styles.module.css';
import {useSupportMailtoHref} from './useSupportMailtoHref';

export interface ContactSupportProps {
  /** Rendered inside the mobile sidebar menu rather than the desktop navbar. */
  mobile?: boolean;
  className?: string;
}

/**
 * The navbar's Contact support link: opens the reader's mail client with a message that already
 * names the page they are on (the footer's link is the same, src/theme/Footer/LinkItem).
 */
export default function ContactSupport({mobile = false, className}: ContactSupportProps) {
  const href = useSupportMailtoHref();
  const label = 'Contact support';
  // An inline icon, not the icon font: the navbar is on every page, and the font file is 128 KB.
  const icon = (
    <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z"
      />
    </svg>
  );
  if (mobile) {
    return (
      <li className="menu__list-item">
        <a className={clsx('menu__link', styles.mobileLink, className)} href={href}>
          {icon}
          {label}
        </a>
      </li>
    );
  }
  return (
    <a className={clsx('navbar__item', styles.button, className)} href={href} title={label}>
      {icon}
      <span className={styles.label}>{label}</span>
    </a>
  );
}
