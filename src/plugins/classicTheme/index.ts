import path from 'node:path';
import type {
  LoadContext,
  OptionValidationContext,
  Plugin,
  SwizzleConfig,
  ThemeConfig,
  ThemeConfigValidationContext,
} from '@docusaurus/types';
import * as themeClassicModule from '@docusaurus/theme-classic';
import themeClassic, {type PluginOptions} from '@docusaurus/theme-classic';

/**
 * The classic theme's client modules this site puts out of every page's first load, by the name
 * the theme gives them, with what takes their place (nothing: the module is left out).
 * - Prism and its extra languages: registered in the code block's own chunk instead
 *   (src/components/PrismCodeContent), loaded only for code the browser renders itself.
 * - The navigation progress bar: ./progressBar.ts imports nprogress when a navigation starts.
 */
const REPLACED_CLIENT_MODULES: Record<string, string | undefined> = {
  './prism-include-languages': undefined,
  './nprogress': path.resolve(__dirname, 'progressBar.ts'),
};

/** Where the theme's own relative paths point: its module's folder. */
const themeFolder = path.dirname(require.resolve('@docusaurus/theme-classic'));
const resolved = (file: string) => (file.startsWith('.') ? path.resolve(themeFolder, file) : file);

/**
 * The classic theme, registered by the site itself instead of by the classic preset, with the
 * client modules above replaced. Everything else is the stock theme; its relative paths are
 * resolved from its own folder, since Docusaurus resolves them from this file's.
 */
export default function classicTheme(context: LoadContext, options: PluginOptions): Plugin<undefined> {
  const theme = themeClassic(context, options);
  return {
    ...theme,
    getThemePath: () => resolved(theme.getThemePath!()),
    getTypeScriptThemePath: () => resolved(theme.getTypeScriptThemePath!()),
    getClientModules() {
      const modules = theme.getClientModules!();
      const missing = Object.keys(REPLACED_CLIENT_MODULES).filter((name) => !modules.includes(name));
      if (missing.length > 0) {
        throw new Error(`[parley] the classic theme has no client module ${missing.join(', ')}: update classicTheme`);
      }
      return modules.flatMap((name) => {
        if (!(name in REPLACED_CLIENT_MODULES)) return [resolved(name)];
        const replacement = REPLACED_CLIENT_MODULES[name];
        return replacement ? [replacement] : [];
      });
    },
  };
}

/** The theme's other exports, which its typings leave out: Docusaurus and `docusaurus swizzle` call them. */
const upstream = themeClassicModule as unknown as {
  validateOptions: (context: OptionValidationContext<PluginOptions, PluginOptions>) => PluginOptions;
  validateThemeConfig: (context: ThemeConfigValidationContext<ThemeConfig>) => ThemeConfig;
  getSwizzleConfig: () => SwizzleConfig;
};
export const {validateOptions, validateThemeConfig, getSwizzleConfig} = upstream;
