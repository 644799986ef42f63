/**
 * Replaces @docusaurus/core 3.7.0, lib/client/browserContext.js (Copyright (c) Facebook, Inc. and
 * its affiliates, MIT licence), through ./index.ts, for one change, fenced with [parley]: the switch
 * to "in the browser" after hydration is a transition. Every component that asks `useIsBrowser`
 * re-renders then, each docs sidebar category with all its items among them: on an API page one
 * synchronous render of about 300 ms under Lighthouse's 4× CPU slowdown. As a transition React
 * renders it in slices between which the browser answers the reader, whose input comes first.
 */
import React, { useEffect, useState } from 'react';
// [parley] start
import { startTransition } from 'react';
// [parley] end
// Encapsulate the logic to avoid React hydration problems
// See https://www.joshwcomeau.com/react/the-perils-of-rehydration/
// On first client-side render, we need to render exactly as the server rendered
// isBrowser is set to true only after a successful hydration
// Note, isBrowser is not part of useDocusaurusContext() for perf reasons
// Using useDocusaurusContext() (much more common need) should not trigger
// re-rendering after a successful hydration
export const Context = React.createContext(false);
export function BrowserContextProvider({ children, }) {
    const [isBrowser, setIsBrowser] = useState(false);
    useEffect(() => {
        // [parley] start: as a transition (upstream: setIsBrowser(true))
        startTransition(() => setIsBrowser(true));
        // [parley] end
    }, []);
    return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
