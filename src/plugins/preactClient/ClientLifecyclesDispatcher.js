/**
 * Copied from @docusaurus/core 3.7.0, lib/client/ClientLifecyclesDispatcher.js (Copyright (c)
 * Facebook, Inc. and its affiliates, MIT licence), for the Preact client (./index.ts aliases it in
 * the production browser bundle); the change is fenced with [parley].
 *
 * Upstream scrolls to the new location's hash and calls the client modules' `onRouteDidUpdate`
 * in a layout effect of the component above the routes, which under React runs once the new
 * route is in the DOM. Under Preact the routes, a constant element, re-render after that effect,
 * from the router's context: the hash's element was not there yet, so a link to an anchor of
 * another page left the reader at the old scroll position, and the client modules saw the old
 * page. Here both run once that re-render is done.
 */
import clientModules from '@generated/client-modules';
// [parley] start: the same hook, through Docusaurus' alias of it
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
// [parley] end
export function dispatchLifecycleAction(lifecycleAction, ...args) {
    const callbacks = clientModules.map((clientModule) => {
        const lifecycleFunction = (clientModule.default?.[lifecycleAction] ??
            clientModule[lifecycleAction]);
        return lifecycleFunction?.(...args);
    });
    return () => callbacks.forEach((cb) => cb?.());
}
function scrollAfterNavigation({ location, previousLocation, }) {
    if (!previousLocation) {
        return; // no-op: use native browser feature
    }
    const samePathname = location.pathname === previousLocation.pathname;
    const sameHash = location.hash === previousLocation.hash;
    const sameSearch = location.search === previousLocation.search;
    // Query-string changes: do not scroll to top/hash
    if (samePathname && sameHash && !sameSearch) {
        return;
    }
    const { hash } = location;
    if (!hash) {
        window.scrollTo(0, 0);
    }
    else {
        const id = decodeURIComponent(hash.substring(1));
        const element = document.getElementById(id);
        element?.scrollIntoView();
    }
}
function ClientLifecyclesDispatcher({ children, location, previousLocation, }) {
    useIsomorphicLayoutEffect(() => {
        if (previousLocation !== location) {
            // [parley] start: after the routes' re-render, which Preact runs as soon as this
            // commit is done, before the microtask queued here
            void Promise.resolve().then(() => {
            scrollAfterNavigation({ location, previousLocation });
            dispatchLifecycleAction('onRouteDidUpdate', { previousLocation, location });
            });
            // [parley] end
        }
    }, [previousLocation, location]);
    return children;
}
export default ClientLifecyclesDispatcher;
