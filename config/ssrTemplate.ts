/**
 * The HTML template of every page: @docusaurus/core 3.7.0's own (lib/ssg/ssgTemplate.html.js, MIT
 * licence) with one change, fenced with [parley], so the server-rendered page is painted before any
 * of the site's JavaScript runs.
 *
 * Why: stock `<script defer>` runs the bundles before a phone's first paint (bench/RESULTS.md).
 * The bundles are preloaded as before, and the loader at the end of <body> runs them, in order,
 * once the browser reports the first contentful paint; a page opened in a background tab runs them
 * at once, a browser without paint timing after one frame.
 *
 * The loader also keeps what running the bundles late would break: Docusaurus' wrong-base-URL
 * banner, and a tap on the phone menu button before the site has started.
 *
 * The loader is the same text on every page, so the Content-Security-Policy needs one hash for it
 * (scripts/nginx-config.ts collects it from the build); it finds the bundles by `data-entry-script`,
 * and the page's route chunks in its own `data-route-chunks`, which src/plugins/routeChunkPreloads
 * fills in after the build: it preloads them as it runs the bundles, so they arrive with `main.js`
 * rather than after it has run. Not sooner: requested before the first paint, they would share the
 * connection with what the paint needs. The scripts of a worker the page starts as it starts
 * (`data-worker-chunks`) are prefetched then, for the worker to find in the HTTP cache.
 */
/**
 * Dispatched on the document as the loader runs the bundles: a page's own inline script can start
 * then what the page will fetch as soon as it has started (the search page its index).
 */
export const BUNDLES_START_EVENT = 'parley:bundles-start';

const entryScriptLoader = `(function () {
  var root = document.documentElement;
  var loader = document.currentScript;
  var started = false;
  function run() {
    if (started) return;
    started = true;
    function linkEach(attribute, rel) {
      var hrefs = loader && loader.getAttribute(attribute);
      if (hrefs) hrefs.split(' ').forEach(function (href) {
        var link = document.createElement('link');
        link.rel = rel;
        if (rel === 'preload') link.as = 'script';
        link.href = href;
        document.head.appendChild(link);
      });
    }
    linkEach('data-route-chunks', 'preload');
    linkEach('data-worker-chunks', 'prefetch');
    document.dispatchEvent(new Event('${BUNDLES_START_EVENT}'));
    document.querySelectorAll('link[data-entry-script]').forEach(function (link) {
      var script = document.createElement('script');
      script.src = link.href;
      script.async = false;
      script.onerror = showLoadFailure;
      document.body.appendChild(script);
    });
  }

  // Docusaurus' wrong-base-URL banner (its inline script, on the home page) is inserted on
  // DOMContentLoaded unless window.docusaurus exists by then, which is never the case here: the
  // bundles run later. So window.docusaurus stands in while that event is dispatched, and the
  // banner is inserted when a bundle actually fails to load, as it does under a wrong base URL.
  var standIn = {};
  if (window.docusaurus === undefined) window.docusaurus = standIn;
  document.addEventListener('DOMContentLoaded', function () {
    if (window.docusaurus === standIn) delete window.docusaurus;
  });
  var failureShown = false;
  function showLoadFailure() {
    if (failureShown || typeof window.insertBanner !== 'function') return;
    failureShown = true;
    window.insertBanner();
  }

  // A tap on the phone menu button before the site has started would be lost: start it now, and
  // open the menu once the page has hydrated (unless React has replayed the tap itself).
  var menuTapped = false;
  function hasHydrated() {
    return root.getAttribute('data-has-hydrated') === 'true';
  }
  document.addEventListener('click', function (event) {
    if (hasHydrated() || !event.target.closest) return;
    if (!event.target.closest('.navbar__toggle')) return;
    menuTapped = true;
    run();
  }, true);
  new MutationObserver(function (records, observer) {
    if (!hasHydrated()) return;
    observer.disconnect();
    if (!menuTapped) return;
    setTimeout(function () {
      var navbar = document.querySelector('.navbar');
      var toggle = document.querySelector('.navbar__toggle');
      if (toggle && navbar && !navbar.classList.contains('navbar-sidebar--show')) toggle.click();
    }, 0);
  }).observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});

  function afterPaint() {
    setTimeout(run, 0);
  }
  if (document.visibilityState === 'hidden') return run();
  if (!window.PerformanceObserver || PerformanceObserver.supportedEntryTypes.indexOf('paint') < 0) {
    return requestAnimationFrame(afterPaint);
  }
  new PerformanceObserver(function (entries, observer) {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    afterPaint();
  }).observe({type: 'paint', buffered: true});
  // Should no paint ever be reported (the tab hidden before it), the site still starts.
  setTimeout(run, 2000);
})();`;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% /* [parley] start: preloaded, run after the first paint (upstream: <script src defer>) */ %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" data-entry-script>
    <% }); %>
    <% /* [parley] end */ %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <% /* [parley] start: the loader, and the route chunks it preloads (filled in after the build) */ %>
    <script data-route-chunks>${entryScriptLoader}</script>
    <% /* [parley] end */ %>
  </body>
</html>`;
