/**
 * `react-dom/client` in the browser bundle (see ./index.ts): Preact's, with two repairs.
 *
 * React's server render opens the page's root element with `<link rel="preload" as="image">` hints
 * for the images it rendered (the logos), which no component renders. Preact hydrates the root's
 * children in order: finding the hints first, it moved every element of the page in front of them,
 * which laid the whole page out again and took the focus from a search box typed into before the
 * scripts ran. The hints move to <head> before hydration, where they keep their meaning.
 *
 * preact/compat gives every event its handlers see React's `isDefaultPrevented` and
 * `isPropagationStopped`, on the native event itself. The search dropdown's autocomplete (Zepto
 * events) then takes such an event for one it has already prepared, and calls the third method it
 * would have added, `isImmediatePropagationStopped`, which is missing: the dropdown threw on every
 * keystroke. The method is added here, with the meaning Zepto gives it.
 */
import {options} from 'preact';
import {createRoot, hydrateRoot as hydrateCompatRoot} from 'preact/compat/client';

type CompatEvent = Event & {isImmediatePropagationStopped?: () => boolean};

const compatEvent = options.event;
options.event = (event: CompatEvent) => {
  const prepared: CompatEvent = compatEvent ? compatEvent(event) : event;
  if (!prepared.isImmediatePropagationStopped) {
    let stopped = false;
    const stopImmediatePropagation = prepared.stopImmediatePropagation;
    prepared.stopImmediatePropagation = function (this: Event) {
      stopped = true;
      stopImmediatePropagation.call(this);
    };
    prepared.isImmediatePropagationStopped = () => stopped;
  }
  return prepared;
};

function hydrateRoot(...args: Parameters<typeof hydrateCompatRoot>): ReturnType<typeof hydrateCompatRoot> {
  const [container] = args;
  if (container instanceof Element) {
    document.head.append(...Array.from(container.querySelectorAll(':scope > link[rel="preload"]')));
  }
  return hydrateCompatRoot(...args);
}

export {createRoot, hydrateRoot};
// Docusaurus' client entry imports the module's default export.
export default {createRoot, hydrateRoot};
