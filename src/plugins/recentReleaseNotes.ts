import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import blogPlugin from '@docusaurus/plugin-content-blog';

/** What the home page shows of a release: only these few fields reach the client bundle. */
export interface RecentReleaseNote {
  title: string;
  permalink: string;
  date: string;
  /** The date as the page shows it ("November 3, 2026"), formatted at build time. */
  formattedDate: string;
  summary: string;
}

export interface RecentReleaseNotesData {
  recentPosts: RecentReleaseNote[];
}

export const RECENT_POST_COUNT = 3;

// Formatted here rather than in the browser: the first Intl formatter a page creates sets up ICU,
// a long task on a slow phone, for three dates that never change.
const dateFormat = new Intl.DateTimeFormat('en', {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'});

/**
 * The classic blog plugin, plus the latest releases as global data for the home page
 * (the pattern of docusaurus.io's changelog plugin). Everything else is the stock plugin.
 */
export default async function recentReleaseNotes(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  const plugin = await blogPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      await plugin.contentLoaded?.(args);
      const recentPosts = args.content.blogPosts.slice(0, RECENT_POST_COUNT).map(({metadata}) => ({
        title: metadata.title,
        permalink: metadata.permalink,
        date: new Date(metadata.date).toISOString(),
        formattedDate: dateFormat.format(new Date(metadata.date)),
        summary: metadata.description,
      }));
      args.actions.setGlobalData({recentPosts} satisfies RecentReleaseNotesData);
    },
  };
}

// The package's typings declare only the default export; its options validator lives in lib/.
export {validateOptions} from '@docusaurus/plugin-content-blog/lib/options.js';
