import type {ClientModule} from '@docusaurus/types';

type Prefetch = Window['docusaurus']['prefetch'];
type Preload = Window['docusaurus']['preload'];
type Schedule = (callback: () => void) => void;

/**
 * Docusaurus prefetches the chunks of every internal link that comes into view, straight from each
 * link's IntersectionObserver callback. Right after hydration that is every link of the first
 * screen at once, and each prefetch scans the whole route table and adds a <link> per chunk:
 * measured as 280 ms of long tasks on a doc page under Lighthouse's 4× CPU slowdown, competing
 * with the page becoming usable. This keeps viewport prefetching but starts it once the reader
 * acts on the page (scrolls, taps, presses a key outside a field), and runs it in idle time, one
 * route per idle callback.
 * Hover and touch still load a link's route at once (`window.docusaurus.preload`).
 */
export function deferPrefetching(
  prefetch: Prefetch,
  {
    whenReaderActs = afterFirstInteraction,
    scheduleIdle = requestIdle,
  }: {whenReaderActs?: Schedule; scheduleIdle?: Schedule} = {},
): Prefetch {
  const queue: string[] = [];
  let started = false;
  let scheduled = false;
  const runNext = () => {
    const routePath = queue.shift();
    if (routePath !== undefined) void prefetch(routePath);
    scheduled = queue.length > 0;
    if (scheduled) scheduleIdle(runNext);
  };
  const schedule = () => {
    if (!started || scheduled || queue.length === 0) return;
    scheduled = true;
    scheduleIdle(runNext);
  };
  whenReaderActs(() => {
    started = true;
    schedule();
  });
  return (routePath) => {
    queue.push(routePath);
    schedule();
    return false;
  };
}

const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

/**
 * Typing into a field (the search box) does not start it: the reader is about to leave for a
 * search hit rather than a link on screen, and the prefetches would compete with the search
 * index for the network.
 */
export function startsPrefetching(event: Event): boolean {
  const target = event.target;
  const typing =
    event.type === 'keydown' &&
    target instanceof HTMLElement &&
    (target.matches('input, textarea, select') || target.isContentEditable);
  return !typing;
}

function afterFirstInteraction(callback: () => void): void {
  const onInteraction = (event: Event) => {
    if (!startsPrefetching(event)) return;
    for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, true);
    callback();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, {capture: true, passive: true});
}

function requestIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, {timeout: 5000});
  else setTimeout(callback, 200);
}

/**
 * A link preloads its route on hover or touch and ignores the promise, so a chunk that fails to
 * load there (a dropped connection, a redeploy) became an uncaught error. The navigation itself
 * loads the route again and reloads the page if that fails too (Docusaurus' PendingNavigation).
 */
export function quietPreload(preload: Preload): Preload {
  return (routePath) => {
    const loading = preload(routePath);
    if (!loading) return loading;
    return loading.catch((error: unknown) => {
      console.warn(`Could not preload ${routePath}; it loads again when opened.`, error);
      return [];
    });
  };
}

let installed = false;

const idlePrefetch: ClientModule = {
  // After the first render the links' observers exist but have not reported yet (they report
  // asynchronously), so every viewport prefetch goes through the queue.
  onRouteDidUpdate() {
    if (installed || !window.docusaurus) return;
    installed = true;
    const {prefetch, preload} = window.docusaurus;
    window.docusaurus = Object.freeze({prefetch: deferPrefetching(prefetch), preload: quietPreload(preload)});
  },
};

export default idlePrefetch;
