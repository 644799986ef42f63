import {useId} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/**
 * A plain GET form to the search page: it works before the JavaScript loads and leaves the
 * navbar's search box (and its Ctrl/Cmd+K shortcut) as the single autocomplete on the page.
 */
export default function HomeSearch() {
  const inputId = useId();
  return (
    <form className={styles.form} action={useBaseUrl('/search')} method="get" role="search">
      <label className={styles.label} htmlFor={inputId}>
        Search the documentation
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          name="q"
          placeholder="For example: transfer a thread, webhook signature"
          autoComplete="off"
          required
        />
        <button className="button button--primary" type="submit">
          Search
        </button>
      </div>
    </form>
  );
}
