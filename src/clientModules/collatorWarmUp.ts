import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * On phones the first render after hydration mounts the docs sidebar's mobile menu, and the theme
 * sorts that menu's props with `localeCompare`; a page's first `localeCompare` sets up ICU's
 * collator, measured at 87–113 ms inside that render's long task under Lighthouse's 4× CPU
 * slowdown. Setting the collator up in a task of its own, right after start-up, takes that time out
 * of the long task. The media query is the theme's mobile breakpoint (below 997 px).
 */
if (ExecutionEnvironment.canUseDOM && window.matchMedia('(max-width: 996px)').matches) {
  setTimeout(() => 'a'.localeCompare('b'), 0);
}

export {};
