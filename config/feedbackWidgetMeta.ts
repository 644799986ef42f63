/**
 * The meta tag that brings the feedback widget's host (config/integrations.ts) to the browser:
 * docusaurus.config.ts writes it with `headTags`, src/clientModules/feedbackWidget.ts reads it (a
 * client module has no documented way to the site config). A module of its own: the browser's
 * bundle takes it without the build's environment.
 */
export const FEEDBACK_HOST_META = 'parley:feedback-widget-host';
