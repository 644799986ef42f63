import {themes} from 'prism-react-renderer';
import type {ThemeConfig} from '@docusaurus/preset-classic';

/** Code highlighting: Prism's defaults plus the languages of SPEC §9. */
export const prism = {
  theme: themes.github,
  darkTheme: themes.dracula,
  additionalLanguages: ['powershell', 'http', 'kotlin', 'java', 'swift', 'objectivec', 'groovy', 'textile', 'xml-doc'],
} satisfies ThemeConfig['prism'];
