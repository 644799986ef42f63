import type {ClientModule} from '@docusaurus/types';

type Prefetch = Window['docusaurus']['prefetch'];

/**
 * Docusaurus prefetches the chunks of every internal link that comes into view, straight from each
 * link's IntersectionObserver callback. Right after hydration that is every link on the first
 * screen at once, and each prefetch scans the whole route table: measured as 280 ms of long tasks
 * on a doc page under Lighthouse's 4× CPU slowdown. This keeps viewport prefetching but runs it in
 * idle time, one route per idle callback. Hover and touch still preload at once (that is
 * `window.docusaurus.preload`, left alone).
 */
export function deferToIdleTime(prefetch: Prefetch, scheduleIdle = requestIdle): Prefetch {
  const queue: string[] = [];
  let scheduled = false;
  const runNext = () => {
    const routePath = queue.shift();
    if (routePath !== undefined) void prefetch(routePath);
    scheduled = queue.length > 0;
    if (scheduled) scheduleIdle(runNext);
  };
  return (routePath) => {
    queue.push(routePath);
    if (!scheduled) {
      scheduled = true;
      scheduleIdle(runNext);
    }
    return false;
  };
}

function requestIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, {timeout: 5000});
  else setTimeout(callback, 200);
}

let installed = false;

const idlePrefetch: ClientModule = {
  // After the first render the links' observers exist but have not reported yet (they report
  // asynchronously), so every viewport prefetch goes through the queue.
  onRouteDidUpdate() {
    if (installed || !window.docusaurus) return;
    installed = true;
    const {prefetch, preload} = window.docusaurus;
    window.docusaurus = Object.freeze({prefetch: deferToIdleTime(prefetch), preload});
  },
};

export default idlePrefetch;
