import clsx from 'clsx';
import {brand} from '@site/config/brand';
import {useDropdown} from '@site/src/hooks/useDropdown';
import styles from './styles.module.css';

/**
 * A disclosure menu beside the navbar logo that links to the sibling documentation sites. Opens on
 * click or Enter/Space; closes as every dropdown of the site does (useDropdown).
 */
export default function SiblingSitesMenu() {
  const {open, setOpen, containerProps, buttonProps, listProps} = useDropdown();

  return (
    <div {...containerProps} className={clsx('dropdown', styles.container, open && 'dropdown--show')}>
      <button
        {...buttonProps}
        type="button"
        className={styles.toggle}
        aria-label={`${brand.name} documentation sites`}
        onClick={() => setOpen((isOpen) => !isOpen)}>
        {/* Inline, not the icon font: the navbar is on every page. */}
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M16.6 8.6 12 13.2 7.4 8.6 6 10l6 6 6-6z" />
        </svg>
      </button>
      <ul {...listProps} className={clsx('dropdown__menu', styles.menu)}>
        {brand.siblingSites.map(({label, href}) => (
          <li key={href}>
            <a className="dropdown__link" href={href}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
