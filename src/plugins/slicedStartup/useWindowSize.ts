/**
 * Replaces @docusaurus/theme-common 3.7.0, src/hooks/useWindowSize.ts (Copyright (c) Facebook,
 * Inc. and its affiliates, MIT licence), through ./index.ts, for one change, fenced with [parley]:
 * the first measurement after hydration is a transition. The server renders for both layouts
 * ("ssr"); right after hydration every user of this hook re-renders for the real one, and on a phone
 * that mounts the mobile menu and the docs sidebar inside it while removing the desktop sidebar and
 * table of contents: one synchronous render of 100–200 ms under Lighthouse's 4× CPU slowdown. As a
 * transition React renders it in slices between which the browser stays responsive. Crossing the
 * breakpoint later (a resize), or the reader's first input before the transition is done, updates
 * at once.
 */
import {useEffect, useState} from 'react';

import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
// [parley] start
import {startTransition} from 'react';
// [parley] end

const windowSizes = {
  desktop: 'desktop',
  mobile: 'mobile',
  ssr: 'ssr',
} as const;

type WindowSize = keyof typeof windowSizes;

// Note: this value is also hardcoded in Infima
// Both JS and CSS must have the same value
// Updating this JS value alone is not enough
// See https://github.com/facebook/docusaurus/issues/9603
const DesktopBreakpoint = 996;

function getWindowSize(desktopBreakpoint: number): WindowSize {
  if (!ExecutionEnvironment.canUseDOM) {
    throw new Error(
      'getWindowSize() should only be called after React hydration',
    );
  }

  return window.innerWidth > desktopBreakpoint
    ? windowSizes.desktop
    : windowSizes.mobile;
}

/**
 * Gets the current window size as an enum value. We don't want it to return the
 * actual width value, so that it only re-renders once a breakpoint is crossed.
 *
 * It may return `"ssr"`, which is very important to handle hydration FOUC or
 * layout shifts. You have to handle it explicitly upfront. On the server, you
 * may need to render BOTH the mobile/desktop elements (and hide one of them
 * with mediaquery). We don't return `undefined` on purpose, to make it more
 * explicit.
 */
export function useWindowSize({
  desktopBreakpoint = DesktopBreakpoint,
}: {
  desktopBreakpoint?: number;
} = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>(
    () =>
      // super important to return a constant value to avoid hydration mismatch
      // see https://github.com/facebook/docusaurus/issues/9379
      'ssr',
  );

  useEffect(() => {
    function updateWindowSize() {
      setWindowSize(getWindowSize(desktopBreakpoint));
    }

    // [parley] start: the first measurement as a transition (upstream: updateWindowSize()); the
    // reader's first tap or key press measures at once, so a menu opened then has its content
    // (the mobile menu renders nothing until the size is known)
    startTransition(updateWindowSize);
    const firstInput = ['pointerdown', 'click', 'keydown'];
    function stopWaitingForInput() {
      firstInput.forEach((type) =>
        window.removeEventListener(type, measureOnFirstInput, true),
      );
    }
    function measureOnFirstInput() {
      stopWaitingForInput();
      updateWindowSize();
    }
    firstInput.forEach((type) =>
      window.addEventListener(type, measureOnFirstInput, true),
    );
    // [parley] end

    window.addEventListener('resize', updateWindowSize);

    return () => {
      window.removeEventListener('resize', updateWindowSize);
      // [parley] start
      stopWaitingForInput();
      // [parley] end
    };
  }, [desktopBreakpoint]);

  return windowSize;
}
