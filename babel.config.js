// Docusaurus' Babel preset, for the webpack build (DOCUSAURUS_FASTER=false; the default build
// compiles with SWC and does not read this file) and for `docusaurus write-translations`.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
