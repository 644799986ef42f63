import {themes, type PrismTheme} from 'prism-react-renderer';
import type {UserThemeConfig as ThemeConfig} from '@docusaurus/theme-common';

/**
 * The colours of code: Prism's GitHub theme in light mode and Dracula in dark mode, made readable
 * (every token at 4.5:1 at least) by src/plugins/codeHighlighting, which writes them as CSS.
 */
export const codeThemes = {light: themes.github, dark: themes.dracula} as const;

/**
 * The theme Docusaurus renders code with, in both colour modes: it names CSS custom properties
 * instead of colours, and leaves tokens to their `token <type>` classes, which
 * `codeColorsStylesheet` colours per mode. So the server's HTML is right in either mode, and the
 * browser never has to highlight a code block again after hydration to change its colours.
 */
const cssTheme: PrismTheme = {
  plain: {color: 'var(--parley-code-color)', backgroundColor: 'var(--parley-code-background)'},
  styles: [],
};

/**
 * Code highlighting: Prism's defaults plus powershell, http, kotlin, java, swift, objectivec,
 * groovy, textile and xml-doc.
 */
export const prism = {
  theme: cssTheme,
  darkTheme: cssTheme,
  additionalLanguages: ['powershell', 'http', 'kotlin', 'java', 'swift', 'objectivec', 'groovy', 'textile', 'xml-doc'],
} satisfies ThemeConfig['prism'];
