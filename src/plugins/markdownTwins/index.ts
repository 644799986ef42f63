/**
 * Writes a Markdown twin beside every content page of the build (`/docs/info` → `/docs/info.md`,
 * the home page → `/index.md`), then `/llms.txt` and `/llms-full.txt`. It runs after the build
 * (`postBuild`), on the HTML that readers get, so a twin holds what the page shows, the API
 * reference rendered from the OpenAPI data included. See README.md beside this file.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {convertPages} from './convertPages';
import {retargetTwinAnchors} from './htmlToMarkdown';
import {audienceFiles, llmsFullTxt, llmsTxt, orderPages, type SidebarSection, type TwinPage} from './llmsTxt';
import {markdownTwinPath, pageRoute} from './twinPath';

type SidebarItem = DocsContent['loadedVersions'][number]['sidebars'][string][number];

function docIdsOf(item: SidebarItem): string[] {
  if (item.type === 'doc' || item.type === 'ref') return [item.id];
  if (item.type === 'category') {
    const link = item.link?.type === 'doc' ? [item.link.id] : [];
    return [...link, ...item.items.flatMap(docIdsOf)];
  }
  return [];
}

/** A sidebar's top-level items: a doc by its id, a category by its label. */
function sidebarSections(content: DocsContent): SidebarSection[] {
  const [version] = content.loadedVersions;
  return Object.values(version.sidebars).flatMap((items) =>
    items.map((item) => ({
      key: item.type === 'category' ? item.label : (docIdsOf(item)[0] ?? ''),
      docIds: docIdsOf(item),
    })),
  );
}

export default function markdownTwins(context: LoadContext): Plugin {
  return {
    name: 'parley-markdown-twins',
    async postBuild({outDir, plugins}) {
      const started = Date.now();
      const docs = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs')?.content as
        DocsContent | undefined;
      const blog = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-blog')?.content as
        BlogContent | undefined;
      if (!docs || !blog) throw new Error('Markdown twins: the docs and blog plugins must be loaded');
      // A twin's file is its route under outDir, and nginx maps `/` to `/index.md`: both assume
      // the site is served at the root, as it is.
      if (context.baseUrl !== '/') throw new Error('Markdown twins: the site must be served at / (baseUrl)');
      const siteOrigin = context.siteConfig.url.replace(/\/+$/, '');

      const docsList = docs.loadedVersions[0].docs;
      const posts = blog.blogPosts.map(({metadata}) => metadata);
      const routeOf = ({permalink}: {permalink: string}) => pageRoute(permalink);
      const routes = ['/', ...docsList.map(routeOf), ...posts.map(routeOf)];
      const twinRoutes = new Set(routes);

      const converted = await convertPages({
        outDir,
        siteUrl: siteOrigin,
        routes,
        twinRoutes,
        cacheDir: path.join(context.generatedFilesDir, 'parley-markdown-twins'),
      });
      const twins = new Map<string, TwinPage>();
      const anchorsByTwinPath = new Map<string, Map<string, string>>();
      for (const [route, {anchors, images, ...twin}] of converted) {
        const twinRoute = markdownTwinPath(route);
        for (const image of images) {
          await fs.mkdir(path.dirname(path.join(outDir, image.path)), {recursive: true});
          await fs.writeFile(path.join(outDir, image.path), image.data);
        }
        anchorsByTwinPath.set(twinRoute, anchors);
        twins.set(route, {route, twinRoute, ...twin});
      }
      // A link's anchor is known once its target's twin is made.
      for (const twin of twins.values()) {
        twin.markdown = retargetTwinAnchors(twin.markdown, siteOrigin, anchorsByTwinPath);
        await fs.writeFile(path.join(outDir, twin.twinRoute), twin.markdown);
      }

      const pagesByDocId = new Map(docsList.map((doc) => [doc.id, twins.get(routeOf(doc))!]));
      const sections = orderPages(sidebarSections(docs), pagesByDocId);
      const releaseNotes = posts.map((post) => twins.get(routeOf(post))!);
      const home = twins.get('/')!;
      // The audience files first: llms.txt gives their sizes.
      const perAudience = audienceFiles(sections, releaseNotes, siteOrigin);
      for (const file of perAudience) {
        await fs.mkdir(path.dirname(path.join(outDir, file.path)), {recursive: true});
        await fs.writeFile(path.join(outDir, file.path), file.text);
      }
      await fs.writeFile(path.join(outDir, 'llms.txt'), llmsTxt(sections, releaseNotes, siteOrigin, perAudience));
      const ordered = [home, ...sections.flatMap(({pages}) => pages), ...releaseNotes];
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(ordered, siteOrigin));
      const sizes = perAudience.map(({name, bytes}) => `${name} ${Math.round(bytes / 1000)} KB`).join(', ');
      console.log(
        `[INFO] Markdown twins: ${twins.size} pages, llms.txt, llms-full.txt, llms-full/ (${sizes}) in ${Date.now() - started} ms`,
      );
    },
  };
}
