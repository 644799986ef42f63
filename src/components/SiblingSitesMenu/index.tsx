import {useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import {brand} from '@site/config/brand';
import styles from './styles.module.css';

/**
 * A disclosure menu beside the navbar logo that links to the sibling documentation sites.
 * Opens on click or Enter/Space, closes on Escape (focus returns to the button), on a click
 * outside and when focus leaves the menu.
 */
export default function SiblingSitesMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div
      ref={containerRef}
      className={clsx('dropdown', styles.container, open && 'dropdown--show')}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-label={`${brand.name} documentation sites`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((isOpen) => !isOpen)}>
        {/* Inline, not the icon font: the navbar is on every page. */}
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M16.6 8.6 12 13.2 7.4 8.6 6 10l6 6 6-6z" />
        </svg>
      </button>
      <ul id={menuId} className={clsx('dropdown__menu', styles.menu)} hidden={!open}>
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
