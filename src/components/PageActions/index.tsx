import {useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDropdown} from '@site/src/hooks/useDropdown';
import {markdownTwinPath} from '@site/src/plugins/markdownTwins/twinPath';
import {MarkdownTwinLink, TWINS_BUILT} from './MarkdownTwinLink';
import {mcpConfiguration} from './mcpConfiguration';
import styles from './styles.module.css';

const DEV_NOTE = 'The Markdown copy of a page is made by the production build: run npm run build, then npm run serve.';

type Status = 'idle' | 'copying' | 'copied' | 'failed' | 'dev' | 'mcp-copied' | 'mcp-failed';

/** A twin that is not Markdown or plain text (a server's HTML fallback page) is not the page's twin. */
async function fetchTwin(url: string): Promise<Blob> {
  const response = await fetch(url, {headers: {Accept: 'text/markdown, text/plain;q=0.9'}});
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || !/^text\/(markdown|plain)/.test(type)) throw new Error(`${url}: ${response.status} ${type}`);
  return new Blob([await response.text()], {type: 'text/plain'});
}

/**
 * Writes the twin to the clipboard. A ClipboardItem made from the pending download keeps the
 * reader's click as the permission Safari requires; a browser without it gets the text written
 * once it is in.
 */
async function copyTwin(url: string): Promise<void> {
  const download = fetchTwin(url);
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([new ClipboardItem({'text/plain': download})]);
      return;
    } catch (error) {
      // The download's own failure is final; a clipboard that refused the item gets plain text.
      await download;
      if (!navigator.clipboard.writeText) throw error;
    }
  }
  await navigator.clipboard.writeText(await (await download).text());
}

/** The address of an assistant's new chat, asked to read the twin. */
function assistantUrl(base: string, twinUrl: string): string {
  return `${base}${encodeURIComponent(`Read ${twinUrl} so I can ask questions about it.`)}`;
}

/**
 * At the top of a doc page or a release note: **Copy page** copies the page's Markdown twin, and a
 * menu beside it (the WAI-ARIA menu button pattern) opens the twin, asks an assistant to read it,
 * or copies the configuration of the docs' MCP server. Nothing is downloaded until the reader acts;
 * the assistants are plain links.
 */
export default function PageActions(): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const twinPath = markdownTwinPath(pathname);
  const twinUrl = `${siteConfig.url.replace(/\/+$/, '')}${twinPath}`;
  // A status belongs to the page it was set on: a client-side navigation starts from idle.
  const [statusOf, setStatusOf] = useState<{pathname: string; status: Status}>({pathname, status: 'idle'});
  const status = statusOf.pathname === pathname ? statusOf.status : 'idle';
  const setStatus = (next: Status) => setStatusOf({pathname, status: next});
  const {open, setOpen, containerProps, buttonProps, listProps} = useDropdown();
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const pendingFocus = useRef<number | null>(null);

  // The menu button pattern on top of the shared dropdown: opening moves focus into the menu.
  useEffect(() => {
    if (open && pendingFocus.current !== null) itemRefs.current.at(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  }, [open]);

  const openMenu = (focusIndex: number) => {
    pendingFocus.current = focusIndex;
    if (open) itemRefs.current.at(focusIndex)?.focus();
    else setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    const first = ['ArrowDown', 'Enter', ' '].includes(event.key);
    if (!first && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openMenu(first ? 0 : -1);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = itemRefs.current.filter((item): item is HTMLElement => item !== null);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % items.length,
      ArrowUp: (current - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      items[moves[event.key]]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const copy = async () => {
    if (!TWINS_BUILT) {
      setStatus('dev');
      return;
    }
    setStatus('copying');
    try {
      await copyTwin(twinPath);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  const copyMcpConfiguration = async () => {
    setOpen(false);
    try {
      await navigator.clipboard.writeText(mcpConfiguration(siteConfig.url));
      setStatus('mcp-copied');
    } catch {
      setStatus('mcp-failed');
    }
  };

  const items = [
    {label: 'View as Markdown', href: twinPath, external: false},
    {label: 'Open in ChatGPT', href: assistantUrl('https://chatgpt.com/?q=', twinUrl), external: true},
    {label: 'Open in Claude', href: assistantUrl('https://claude.ai/new?q=', twinUrl), external: true},
  ];

  return (
    <div {...containerProps} className={styles.actions} data-page-actions="">
      <MarkdownTwinLink />
      <div className={clsx('button-group', styles.group)}>
        <button
          type="button"
          className="button button--sm button--secondary button--outline"
          aria-busy={status === 'copying'}
          onClick={copy}>
          Copy page
        </button>
        <button
          {...buttonProps}
          type="button"
          className="button button--sm button--secondary button--outline"
          aria-label="More page actions"
          aria-haspopup="menu"
          onClick={() => (open ? setOpen(false) : openMenu(0))}
          onKeyDown={onButtonKeyDown}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M16.6 8.6 12 13.2 7.4 8.6 6 10l6 6 6-6z" />
          </svg>
        </button>
      </div>
      <ul
        {...listProps}
        role="menu"
        aria-label="Page actions"
        className={clsx('dropdown__menu', styles.menu)}
        onKeyDown={onMenuKeyDown}>
        {items.map(({label, href, external}, index) => (
          <li key={label} role="none">
            <a
              ref={(node) => {
                itemRefs.current[index] = node;
              }}
              role="menuitem"
              tabIndex={-1}
              className="dropdown__link"
              href={!TWINS_BUILT && !external ? undefined : href}
              {...(external ? {target: '_blank', rel: 'noopener noreferrer'} : {})}
              onClick={(event) => {
                if (!TWINS_BUILT && !external) {
                  event.preventDefault();
                  setStatus('dev');
                }
                setOpen(false);
              }}>
              {label}
            </a>
          </li>
        ))}
        <li role="none">
          {/* A button, not a link: it copies, and opens nothing. */}
          <button
            ref={(node) => {
              itemRefs.current[items.length] = node;
            }}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={clsx('dropdown__link', styles.menuButton)}
            onClick={copyMcpConfiguration}>
            Copy MCP configuration
          </button>
        </li>
      </ul>
      <p role="status" className={styles.status}>
        {status === 'copied' && 'Copied'}
        {status === 'mcp-copied' && (
          <>
            MCP configuration copied. <a href="/docs/api/ai-assistants">Where to paste it</a>
          </>
        )}
        {status === 'mcp-failed' && (
          <>
            Could not copy. <a href="/docs/api/ai-assistants">The configuration is on this page</a>
          </>
        )}
        {status === 'dev' && DEV_NOTE}
        {status === 'failed' && (
          <>
            Could not copy the page. <a href={twinPath}>View as Markdown</a>
          </>
        )}
      </p>
    </div>
  );
}
