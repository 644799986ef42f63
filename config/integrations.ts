/**
 * Third-party services, all off unless configured at build time, so a plain build never calls out:
 *   PARLEY_FEEDBACK_HOST  origin of the feedback widget (loads /widget.css and /widget.js from it)
 *   PARLEY_GTAG_ID        Google tag (gtag.js) measurement id for page-view hits
 */
export interface FeedbackWidgetConfig {
  /** Origin the widget's stylesheet and script load from, e.g. https://feedback.parley.example */
  host: string;
  /** Interface language passed to the widget. */
  language: 'en';
}

function fromEnv(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

const feedbackHost = fromEnv('PARLEY_FEEDBACK_HOST');

export const feedbackWidget: FeedbackWidgetConfig | null = feedbackHost
  ? {host: feedbackHost.replace(/\/+$/, ''), language: 'en'}
  : null;

export const gtagTrackingId: string | undefined = fromEnv('PARLEY_GTAG_ID');
