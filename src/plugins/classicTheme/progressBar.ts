import type {ClientModule} from '@docusaurus/types';
import type NProgress from 'nprogress';
import '@docusaurus/theme-classic/lib/nprogress.css';

/** As upstream: the bar shows only for a navigation that takes longer than this. */
const DELAY_MS = 200;

let loading: Promise<typeof NProgress> | undefined;

/** nprogress, imported once; a load that failed is tried again on the next navigation. */
function nprogress(): Promise<typeof NProgress> {
  loading ??= import(/* webpackChunkName: "nprogress" */ 'nprogress').then(
    ({default: progress}) => {
      progress.configure({showSpinner: false});
      return progress;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const ignore = () => {};

/**
 * The classic theme's client module (@docusaurus/theme-classic 3.7.0, lib/nprogress.js): a bar at
 * the top of the page while a client-side navigation loads, once it has taken 200 ms. The
 * difference: nprogress is imported when the navigation starts, within those 200 ms, not with the
 * page. A bar that cannot load leaves the navigation as it is.
 */
const progressBar: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const progress = nprogress();
    // A bar that could not load is no error of the navigation's (which may have ended before the delay).
    progress.catch(ignore);
    let arrived = false;
    const timer = window.setTimeout(() => {
      progress.then((bar) => !arrived && bar.start(), ignore);
    }, DELAY_MS);
    return () => {
      arrived = true;
      window.clearTimeout(timer);
    };
  },
  onRouteDidUpdate() {
    loading?.then((bar) => bar.done(), ignore);
  },
};

export default progressBar;
