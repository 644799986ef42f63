/**
 * One built page's article as clean Markdown (CommonMark with GFM tables): the page as a reader
 * sees it, without the site's chrome or any markup. The parsing and the printing are unified's
 * (rehype-parse, rehype-remark, remark-gfm, remark-stringify); this file only reshapes what
 * Docusaurus renders into plain HTML that rehype-remark already knows how to print: code-tab
 * groups, admonitions, code blocks, the API reference's endpoint bar and constraints, links.
 */
import crypto from 'node:crypto';
import GithubSlugger from 'github-slugger';
import type {Element, ElementContent, Root as HastRoot, RootContent} from 'hast';
import {select, selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import type {Root as MdastRoot} from 'mdast';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {markdownTwinPath, pageRoute} from './twinPath';

export interface TwinContext {
  /** The site's address without a trailing slash (`https://docs.parley.example`). */
  siteUrl: string;
  /** The page's route (`/docs/agent/queue/sections`). */
  routePath: string;
  /** Every route that has a twin: links to them point to the twin. */
  twinRoutes: ReadonlySet<string>;
}

export interface PageTwin {
  title: string;
  description: string;
  markdown: string;
  /** Images the page inlines as `data:` URIs, which the twin links to as files of their own. */
  images: {path: string; data: Buffer}[];
  /**
   * The page's anchors (`id`s of headings and of linkable table rows) and the anchor each has in
   * the twin: the GitHub slug of its heading's text, which Markdown readers generate.
   */
  anchors: Map<string, string>;
}

const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * The build inlines small images as `data:` URIs; a twin cannot: Markdown readers want an
 * address. The image gets a file named by its content under /assets/images/.
 */
function inlineImageFile(dataUri: string): {path: string; data: Buffer} | undefined {
  const match = /^data:([^;,]+)(;base64)?,(.*)$/s.exec(dataUri);
  const extension = match && IMAGE_EXTENSIONS[match[1]];
  if (!match || !extension) return undefined;
  const data = match[2] ? Buffer.from(match[3], 'base64') : Buffer.from(decodeURIComponent(match[3]));
  const hash = crypto.createHash('sha256').update(data).digest('hex').slice(0, 16);
  return {path: `/assets/images/inline-${hash}.${extension}`, data};
}

/**
 * What is not the page's text: headings' "#" links, buttons (copy code, tabs' scroll), icons,
 * breadcrumbs and other navigation, the mobile table of contents, a blog post's footer (tags, edit
 * link), the authors' pictures, the page actions, inputs other than task lists' checkboxes, and
 * what is there for scripts only. Tested by hand rather than as a selector list (hast-util-select
 * tests each of a list's selectors on each element, which cost more than the rest of the reshaping).
 */
const CHROME_TAGS = new Set(['button', 'svg', 'nav', 'footer', 'script', 'style', 'noscript', 'template']);
const CHROME_CLASSES = ['hash-link', 'theme-doc-toc-mobile', 'avatar__photo-link'];

function isChrome(node: Element): boolean {
  const {type, dataPageActions} = node.properties;
  return (
    CHROME_TAGS.has(node.tagName) ||
    (node.tagName === 'input' && type !== 'checkbox') ||
    (dataPageActions !== undefined && dataPageActions !== null && dataPageActions !== false) ||
    CHROME_CLASSES.some((name) => hasClass(node, name))
  );
}

function removeChrome(node: Element): void {
  node.children = node.children.filter((child) => child.type !== 'element' || !isChrome(child));
  for (const child of childElements(node)) removeChrome(child);
}

// Docusaurus 3.7 renders its aliases (secondary, important, success) as note, info and tip.
const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

function element(tagName: string, children: ElementContent[] = [], properties: Element['properties'] = {}): Element {
  return {type: 'element', tagName, properties, children};
}

function text(value: string): ElementContent {
  return {type: 'text', value};
}

function classList(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function hasClass(node: Element, name: string): boolean {
  return classList(node).includes(name);
}

/** CSS-module classes get a hash suffix (`admonitionHeading_Gvgb`): match on the name before it. */
function hasModuleClass(node: Element, name: string): boolean {
  return classList(node).some((value) => value === name || value.startsWith(`${name}_`));
}

function childElements(node: Element | HastRoot): Element[] {
  return (node.children as RootContent[]).filter((child): child is Element => child.type === 'element');
}

function findDescendant(node: Element, test: (candidate: Element) => boolean): Element | undefined {
  for (const child of childElements(node)) {
    if (test(child)) return child;
    const found = findDescendant(child, test);
    if (found) return found;
  }
  return undefined;
}

/** A bold line naming what follows: a tab ("**curl**") or a code block's title. */
function labelParagraph(label: string): Element {
  return element('p', [element('strong', [text(label)])]);
}

/** A code block's text, one line per rendered line (Prism renders each line as `.token-line`). */
function codeText(pre: Element): string {
  const lines: string[] = [];
  const collect = (node: Element) => {
    for (const child of childElements(node)) {
      if (hasClass(child, 'token-line')) lines.push(toText(child, {whitespace: 'pre'}).replace(/\n$/, ''));
      else collect(child);
    }
  };
  collect(pre);
  const value = lines.length > 0 ? lines.join('\n') : toText(pre, {whitespace: 'pre'});
  return value.replace(/\n+$/, '');
}

function codeBlock(container: Element): ElementContent[] {
  const language = classList(container)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  const pre = findDescendant(container, (node) => node.tagName === 'pre');
  if (!pre) return [];
  const title = findDescendant(container, (node) => hasModuleClass(node, 'codeBlockTitle'));
  const code = element('code', [text(codeText(pre))], language ? {className: [`language-${language}`]} : {});
  return [...(title ? [labelParagraph(toText(title).trim())] : []), element('pre', [code])];
}

/** Each tab of a group as its own part under a line naming it; every panel is in the HTML. */
function tabGroup(container: Element): ElementContent[] {
  const labels = selectAll('[role=tab]', container).map((tab) => toText(tab).trim());
  const panels = selectAll('[role=tabpanel]', container).filter(
    (panel) => findDescendant(panel, (node) => node.properties.role === 'tabpanel') === undefined,
  );
  return panels.flatMap((panel, index) => [labelParagraph(labels[index] ?? `Tab ${index + 1}`), ...panel.children]);
}

/** An admonition as a block quote that starts with its kind: `> **Note:** …`. */
function admonition(container: Element): ElementContent[] {
  const kind = classList(container)
    .find((name) => name.startsWith('theme-admonition-'))
    ?.slice('theme-admonition-'.length);
  const kindLabel = ADMONITION_LABELS[kind ?? ''] ?? 'Note';
  const heading = findDescendant(container, (node) => hasModuleClass(node, 'admonitionHeading'));
  const headingText = heading ? toText(heading).trim() : '';
  // A custom title (":::tip Before you start") follows the kind.
  const label =
    headingText && headingText.toLowerCase() !== (kind ?? '').toLowerCase() && headingText !== kindLabel
      ? `${kindLabel}: ${headingText}`
      : kindLabel;
  const content = findDescendant(container, (node) => hasModuleClass(node, 'admonitionContent'));
  const children = [...(content?.children ?? [])];
  const lead = element('strong', [text(`${label}:`)]);
  const first = children.findIndex(
    (child) => child.type === 'element' || (child.type === 'text' && child.value.trim()),
  );
  const firstChild = children[first];
  if (firstChild?.type === 'element' && firstChild.tagName === 'p') {
    children[first] = {...firstChild, children: [lead, text(' '), ...firstChild.children]};
  } else {
    children.unshift(element('p', [lead]));
  }
  return [element('blockquote', children)];
}

/** The API reference's bar: `POST /api/v1/threads/{threadId}/assign`, then its hint. */
function endpoint(bar: Element): ElementContent[] {
  const [method, address, ...rest] = childElements(bar);
  const line = `${toText(method).trim()} ${toText(address).trim()}`;
  const hint = rest.map((node) => toText(node).trim()).join(' ');
  return [element('p', [element('code', [text(line)]), ...(hint ? [text(` ${hint}`)] : [])])];
}

/**
 * A form or a widget the page runs (`data-markdown="interactive"`) means nothing as its labels in
 * Markdown: the twin holds its `data-markdown-summary` instead, inline HTML that says what it does.
 */
function interactive(node: Element): ElementContent[] {
  const summary = String(node.properties.dataMarkdownSummary ?? '');
  if (!summary) throw new Error('An element marked data-markdown="interactive" needs data-markdown-summary');
  const fragment = unified().use(rehypeParse, {fragment: true}).parse(summary);
  return [element('p', fragment.children as ElementContent[])];
}

/** A `<details>` as its summary in bold, then its content. */
function disclosure(details: Element): ElementContent[] {
  const summary = childElements(details).find((node) => node.tagName === 'summary');
  const rest = details.children.filter((child) => child !== summary);
  return [...(summary ? [element('p', [element('strong', summary.children)])] : []), ...rest];
}

/**
 * In the API reference, a description cell ends with its constraints ("Value: at least 1.
 * Example: `58214`."): a table that has them gets a Constraints column before Description, so
 * a reader of the twin finds each in its own cell.
 */
function splitConstraints(table: Element): void {
  const rows = selectAll('tr', table);
  const isConstraints = (node: Element) => node.properties.dataMarkdown === 'constraints';
  const column = rows.reduce((found, row) => {
    const cells = childElements(row);
    const index = cells.findIndex((cell) => findDescendant(cell, isConstraints));
    return found >= 0 ? found : index;
  }, -1);
  if (column < 0) return;
  for (const row of rows) {
    const cells = childElements(row);
    const cell = cells[column];
    if (!cell) continue;
    let added: Element;
    if (cell.tagName === 'th') {
      added = element('th', [text('Constraints')]);
    } else {
      const constraints = findDescendant(cell, isConstraints);
      if (constraints) removeNode(cell, constraints);
      added = element('td', constraints ? constraints.children : []);
    }
    row.children.splice(row.children.indexOf(cell), 0, added);
  }
}

function removeNode(parent: Element, target: Element): boolean {
  const index = parent.children.indexOf(target);
  if (index >= 0) {
    parent.children.splice(index, 1);
    return true;
  }
  return childElements(parent).some((child) => removeNode(child, target));
}

function absoluteUrl(href: string, context: TwinContext, toTwin: boolean): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
  const url = new URL(href, `${context.siteUrl}${context.routePath}`);
  if (url.origin !== new URL(context.siteUrl).origin) return url.href;
  const route = pageRoute(url.pathname);
  const path = toTwin && context.twinRoutes.has(route) ? markdownTwinPath(route) : url.pathname;
  return `${context.siteUrl}${path}${url.search}${url.hash}`;
}

type ReshapeContext = TwinContext & {images: PageTwin['images']};

/**
 * A GFM table cell holds one line: a list in a cell (the rules of a `400` in the API reference)
 * becomes its items in a row, separated by semicolons.
 */
function inlineLists(cell: Element): void {
  cell.children = cell.children.flatMap((child): ElementContent[] => {
    if (child.type !== 'element') return [child];
    if (child.tagName === 'ul' || child.tagName === 'ol') {
      const items = childElements(child).filter((item) => item.tagName === 'li');
      return items.flatMap((item, index) => [text(index === 0 ? ' ' : '; '), ...item.children]);
    }
    inlineLists(child);
    return [child];
  });
}

/**
 * A table whose rows are link targets (each has an `id`: the error catalogue) cannot keep them
 * in Markdown, which has no anchors but headings: each row becomes a heading, its first cell, with
 * the row's `id`, followed by the other cells as `**Header:** value` lines.
 */
function rowsAsSections(table: Element): ElementContent[] | undefined {
  const rows = selectAll('tbody tr', table);
  if (rows.length === 0 || rows.some((row) => typeof row.properties.id !== 'string')) return undefined;
  const headers = selectAll('thead th', table).map((cell) => toText(cell).trim());
  return rows.flatMap((row) => {
    const [first, ...cells] = childElements(row);
    const name = toText(first).trim();
    const inCode = findDescendant(first, (node) => node.tagName === 'code') !== undefined;
    const heading = element('h3', [inCode ? element('code', [text(name)]) : text(name)], {id: row.properties.id});
    const lines = cells.map((cell, index) =>
      element('p', [element('strong', [text(`${headers[index + 1] ?? ''}:`)]), text(' '), ...cell.children]),
    );
    return [heading, ...lines];
  });
}

/** Reshapes one node's subtree in place and returns what stands in its place. */
function reshape(node: RootContent, context: ReshapeContext): RootContent[] {
  if (node.type === 'comment' || node.type === 'doctype') return [];
  if (node.type !== 'element') return [node];
  if (node.tagName === 'wbr') return [];
  let replacement: ElementContent[] | undefined;
  if (hasClass(node, 'tabs-container')) replacement = tabGroup(node);
  else if (hasClass(node, 'theme-admonition')) replacement = admonition(node);
  else if (hasClass(node, 'theme-code-block')) replacement = codeBlock(node);
  else if (node.properties.dataMarkdown === 'endpoint') replacement = endpoint(node);
  else if (node.properties.dataMarkdown === 'interactive') replacement = interactive(node);
  else if (node.tagName === 'details') replacement = disclosure(node);
  else if (node.tagName === 'table') replacement = rowsAsSections(node);
  if (replacement) return replacement.flatMap((child) => reshape(child, context));

  if (node.tagName === 'kbd') return [element('code', [text(toText(node))])];
  if (node.tagName === 'table') splitConstraints(node);
  if (node.tagName === 'td' || node.tagName === 'th') inlineLists(node);
  if (node.tagName === 'a' && typeof node.properties.href === 'string') {
    node.properties.href = absoluteUrl(node.properties.href, context, true);
  }
  if (node.tagName === 'img' && typeof node.properties.src === 'string') {
    const inline = inlineImageFile(node.properties.src);
    if (inline) context.images.push(inline);
    node.properties.src = absoluteUrl(inline?.path ?? node.properties.src, context, false);
  }
  node.children = node.children.flatMap((child) => reshape(child, context)) as ElementContent[];
  return [node];
}

interface ToMarkdownExtension {
  unsafe?: {character: string; before?: string}[];
  extensions?: ToMarkdownExtension[];
}

/**
 * GFM turns an address in text into a link (an autolink literal), so its printer escapes the `@`
 * of `support@parley.example` and the `:` of `https://`, to keep them text. A twin wants them as
 * links: readers and assistants get `support@parley.example`, not `support\@parley.example`.
 */
function withoutAutolinkEscapes(this: {data(key: string): unknown}) {
  const autolinkLiteral = (pattern: {character: string; before?: string}) =>
    (pattern.character === '@' && pattern.before === '[+\\-.\\w]') ||
    (pattern.character === ':' && pattern.before === '[ps]') ||
    (pattern.character === '.' && pattern.before === '[Ww]');
  const strip = (extension: ToMarkdownExtension) => {
    extension.unsafe = extension.unsafe?.filter((pattern) => !autolinkLiteral(pattern));
    extension.extensions?.forEach(strip);
  };
  ((this.data('toMarkdownExtensions') ?? []) as ToMarkdownExtension[]).forEach(strip);
}

const toMarkdown = unified()
  .use(rehypeRemark)
  .use(remarkGfm, {tablePipeAlign: false})
  .use(withoutAutolinkEscapes)
  .use(remarkStringify, {bullet: '-', emphasis: '_', strong: '*', fences: true, listItemIndent: 'one', rule: '-'});

/** The element that holds the page's text: a doc's Markdown, a release note's article, the home page's main. */
function articleOf(document: HastRoot): Element | undefined {
  return (
    select('article .theme-doc-markdown', document) ??
    select('article:has(#__blog-post-container)', document) ??
    select('main', document) ??
    undefined
  );
}

const parseHtml = (html: string): HastRoot => unified().use(rehypeParse).parse(html);

interface ParsedPage {
  head: HastRoot;
  content: HastRoot;
  article: Element | undefined;
}

/**
 * The page's head and main element, cut out of the HTML and parsed apart: the navbar, the sidebar
 * and the footer, a third of a doc page's bytes, are never parsed. Outside scripts, `<body`,
 * `<main` and `</main>` can only be tags (text escapes `<`; the minified head has no `</head>`),
 * and both parts parse into the same trees as they do in the whole page (in no-quirks mode).
 */
function headAndMain(html: string): ParsedPage | undefined {
  const headEnd = html.search(/<\/head>|<body[\s>]/);
  const mainStart = html.search(/<main[\s>]/);
  const mainEnd = html.lastIndexOf('</main>');
  if (headEnd < 0 || mainStart < headEnd || mainEnd < mainStart) return undefined;
  // Without a doctype the parser would use quirks mode, where a `<table>` leaves a `<p>` open.
  const content = parseHtml(`<!doctype html>${html.slice(mainStart, mainEnd + '</main>'.length)}`);
  return {head: parseHtml(html.slice(0, headEnd)), content, article: articleOf(content)};
}

function wholePage(html: string): ParsedPage {
  const document = parseHtml(html);
  return {head: document, content: document, article: articleOf(document)};
}

export async function htmlPageToMarkdown(html: string, context: TwinContext): Promise<PageTwin> {
  const cut = headAndMain(html);
  // The home page's title is in its hero, above its main element: such a page is parsed whole.
  const {head, content, article} = cut?.article && select('h1', cut.article) ? cut : wholePage(html);
  if (!article) throw new Error(`${context.routePath}: no article, Markdown or main element in the page`);
  const description = String(select('meta[name=description]', head)?.properties.content ?? '').trim();
  const heading = select('h1', article) ?? select('h1', content);
  const title = (heading ? toText(heading) : toText(select('title', head) ?? article)).trim();
  if (heading) removeNode(article, heading);
  removeChrome(article);

  const images: PageTwin['images'] = [];
  const body: HastRoot = {type: 'root', children: reshape(article, {...context, images})};
  const anchors = twinAnchors(title, body);
  const tree = (await toMarkdown.run(body)) as MdastRoot;
  const markdown = toMarkdown.stringify(tree).trim();
  const lead = description ? `# ${title}\n\n${description}\n\n` : `# ${title}\n\n`;
  return {title, description, markdown: `${lead}${markdown}\n`, images, anchors};
}

/** The twin's anchor of each heading `id`: the slugs of the headings' text, in order, the title's first. */
function twinAnchors(title: string, body: HastRoot): Map<string, string> {
  const slugger = new GithubSlugger();
  slugger.slug(title);
  const anchors = new Map<string, string>();
  for (const heading of selectAll('h1, h2, h3, h4, h5, h6', body)) {
    const slug = slugger.slug(toText(heading).trim());
    if (typeof heading.properties.id === 'string') anchors.set(heading.properties.id, slug);
  }
  return anchors;
}

/**
 * Points every link to a twin's anchor (`…/docs/api.md#error-thread-not-found`, a page's `id`) to
 * the anchor the twin has (`#thread_not_found`), once every twin is made.
 */
export function retargetTwinAnchors(
  markdown: string,
  siteUrl: string,
  anchorsByTwinPath: ReadonlyMap<string, ReadonlyMap<string, string>>,
): string {
  const escaped = siteUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`\\]\\(${escaped}(/[^)#\\s]*\\.md)#([^)\\s]+)\\)`, 'g');
  return markdown.replace(link, (whole, twinPath: string, id: string) => {
    const slug = anchorsByTwinPath.get(twinPath)?.get(decodeURIComponent(id));
    return slug === undefined ? whole : `](${siteUrl}${twinPath}#${slug})`;
  });
}
