// The tslib helpers that Docusaurus' browser code calls from CommonJS (./README.md): a bundle keeps
// every export of an ES module that CommonJS requires, so this module exports only these.
export {__importDefault} from 'tslib';
