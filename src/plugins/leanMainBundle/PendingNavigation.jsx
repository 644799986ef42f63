/**
 * Replaces @docusaurus/core 3.7.0, lib/client/PendingNavigation.js (Copyright (c) Facebook, Inc. and
 * its affiliates, MIT licence), through ./index.ts, for one change, fenced with [parley]: the next
 * page renders from a task of its own once its route's chunks are in. Upstream renders it from the
 * chunks' promise, which resolves while the reader's click is still being dispatched when the
 * chunks were already loaded; React 18 then renders at the priority of that click, and a render at
 * that priority that waits for a lazy chunk with no Suspense boundary above it throws (React error
 * 426). A code block that the browser renders itself waits for the highlighter's chunk. From a task
 * of its own, the render has the default priority: a part that waits keeps the current page on
 * screen until its chunk is in, as React 19 does at any priority.
 */
import React from 'react';
import { Route } from 'react-router-dom';
import ClientLifecyclesDispatcher, { dispatchLifecycleAction, } from '@docusaurus/core/lib/client/ClientLifecyclesDispatcher';
import ExecutionEnvironment from '@docusaurus/core/lib/client/exports/ExecutionEnvironment';
import preload from '@docusaurus/core/lib/client/preload';
class PendingNavigation extends React.Component {
    previousLocation;
    routeUpdateCleanupCb;
    constructor(props) {
        super(props);
        // previousLocation doesn't affect rendering, hence not stored in state.
        this.previousLocation = null;
        this.routeUpdateCleanupCb = ExecutionEnvironment.canUseDOM
            ? dispatchLifecycleAction('onRouteUpdate', {
                previousLocation: null,
                location: this.props.location,
            })
            : () => { };
        this.state = {
            nextRouteHasLoaded: true,
        };
    }
    // Intercept location update and still show current route until next route
    // is done loading.
    shouldComponentUpdate(nextProps, nextState) {
        if (nextProps.location === this.props.location) {
            // `nextRouteHasLoaded` is false means there's a pending route transition.
            // Don't update until it's done.
            return nextState.nextRouteHasLoaded;
        }
        // props.location being different means the router is trying to navigate to
        // a new route. We will preload the new route.
        const nextLocation = nextProps.location;
        // Save the location first.
        this.previousLocation = this.props.location;
        this.setState({ nextRouteHasLoaded: false });
        this.routeUpdateCleanupCb = dispatchLifecycleAction('onRouteUpdate', {
            previousLocation: this.previousLocation,
            location: nextLocation,
        });
        // Load data while the old screen remains. Force preload instead of using
        // `window.docusaurus`, because we want to avoid loading screen even when
        // user is on saveData
        preload(nextLocation.pathname)
            .then(() => {
            this.routeUpdateCleanupCb();
            // [parley] start: from a task of its own, not while the click is dispatched (see above)
            setTimeout(() => this.setState({ nextRouteHasLoaded: true }), 0);
            // [parley] end
        })
            .catch((e) => {
            console.warn(e);
            // If chunk loading failed, it could be because the path to a chunk
            // no longer exists due to a new deployment. Force refresh the page
            // instead of just not navigating.
            window.location.reload();
        });
        return false;
    }
    render() {
        const { children, location } = this.props;
        // Use a controlled <Route> to trick all descendants into rendering the old
        // location.
        return (<ClientLifecyclesDispatcher previousLocation={this.previousLocation} location={location}>
        <Route location={location} render={() => children}/>
      </ClientLifecyclesDispatcher>);
    }
}
export default PendingNavigation;
