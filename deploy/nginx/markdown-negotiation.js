// Content negotiation for the Markdown twins, run by nginx's njs module (js_set in
// parley-docs.conf) and imported as it is by the unit tests. A request whose Accept header
// prefers text/markdown to text/html gets the page's twin: text/markdown has a higher quality
// value than text/html (or than the text/* or */* range that covers it), or the same and is listed
// first. A browser's Accept names no text/markdown and keeps getting HTML. Written for njs 0.7
// (Debian 12): plain functions, no dependencies.

/** The media ranges of an Accept header, with their quality values and order. */
function mediaRanges(accept) {
  return accept
    .split(',')
    .map(function (part, index) {
      const params = part.split(';');
      const range = params[0].trim().toLowerCase();
      let quality = 1;
      for (let i = 1; i < params.length; i++) {
        const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(params[i]);
        if (match) quality = Number(match[1]);
      }
      return {range: range, quality: isNaN(quality) ? 0 : Math.min(quality, 1), index: index};
    })
    .filter(function (entry) {
      return entry.range !== '';
    });
}

/** The most specific range that covers the type (RFC 9110, 12.5.1), or none. */
function bestMatch(ranges, type) {
  const family = type.split('/')[0] + '/*';
  const candidates = [type, family, '*/*'];
  for (let i = 0; i < candidates.length; i++) {
    const found = ranges.filter(function (entry) {
      return entry.range === candidates[i];
    })[0];
    if (found) return found;
  }
  return undefined;
}

function prefersMarkdown(accept) {
  const ranges = mediaRanges(accept || '');
  // Only an explicit text/markdown asks for a twin: */* alone is what every client sends.
  const markdown = ranges.filter(function (entry) {
    return entry.range === 'text/markdown';
  })[0];
  if (!markdown || markdown.quality <= 0) return false;
  const html = bestMatch(ranges, 'text/html');
  if (!html || markdown.quality > html.quality) return true;
  return markdown.quality === html.quality && markdown.index < html.index;
}

/** For js_set: "1" when the request prefers the twin, "" otherwise. */
function twinWanted(request) {
  return prefersMarkdown(request.headersIn.Accept) ? '1' : '';
}

export default {prefersMarkdown: prefersMarkdown, twinWanted: twinWanted};
