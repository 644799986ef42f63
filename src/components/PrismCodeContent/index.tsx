import {Prism} from 'prism-react-renderer';
import siteConfig from '@generated/docusaurus.config';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import StringContent from '@theme/CodeBlock/Content/String';

/**
 * The theme's Prism-highlighted code block content, with the languages of config/prism.ts added.
 * It is a chunk of its own, loaded by src/theme/CodeBlock with the first code block, so pages
 * without code never evaluate Prism.
 */
const {additionalLanguages} = (siteConfig.themeConfig as ThemeConfig).prism as {additionalLanguages: string[]};
const globalWithPrism = globalThis as {Prism?: unknown};
const prismBefore = globalWithPrism.Prism;
// Prism's language files extend the Prism instance they find on the global object.
globalWithPrism.Prism = Prism;
for (const language of additionalLanguages) {
  // prism-react-renderer already bundles some (kotlin, swift, objectivec): redefining them would
  // only repeat Prism's costly grammar merging.
  if (!Prism.languages[language]) require(`prismjs/components/prism-${language}`);
}
if (prismBefore === undefined) delete globalWithPrism.Prism;
else globalWithPrism.Prism = prismBefore;

export default StringContent;
