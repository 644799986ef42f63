import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {FEEDBACK_HOST_META} from '@site/config/feedbackWidgetMeta';
import type {FeedbackWidgetConfig} from '@site/config/integrations';

/** The global the widget's script defines. */
export interface FeedbackWidgetApi {
  init(options: {host: string; language: string}): void;
}

declare global {
  interface Window {
    ParleyFeedback?: FeedbackWidgetApi;
  }
}

export const WIDGET_STYLESHEET = '/widget.css';
export const WIDGET_SCRIPT = '/widget.js';

/**
 * Loads the feedback widget's stylesheet and script from its host and starts it with the host
 * and the language. Never throws: an unreachable host or a broken script logs one warning and
 * leaves the page as it is. Resolves to whether the widget started.
 */
export function loadFeedbackWidget(config: FeedbackWidgetConfig, doc: Document = document): Promise<boolean> {
  let warned = false;
  const warnOnce = (reason: string) => {
    if (warned) return;
    warned = true;
    console.warn(`Feedback widget not available (${reason}); the page works without it.`);
  };

  const stylesheet = doc.createElement('link');
  stylesheet.rel = 'stylesheet';
  stylesheet.href = `${config.host}${WIDGET_STYLESHEET}`;
  stylesheet.addEventListener('error', () => warnOnce(`could not load ${stylesheet.href}`));
  doc.head.appendChild(stylesheet);

  return new Promise((resolve) => {
    const script = doc.createElement('script');
    script.src = `${config.host}${WIDGET_SCRIPT}`;
    script.async = true;
    script.addEventListener('load', () => {
      try {
        const widget = doc.defaultView?.ParleyFeedback;
        if (!widget) throw new Error('the script defined no ParleyFeedback');
        widget.init({host: config.host, language: config.language});
        resolve(true);
      } catch (error) {
        warnOnce((error as Error).message);
        resolve(false);
      }
    });
    script.addEventListener('error', () => {
      warnOnce(`could not load ${script.src}`);
      resolve(false);
    });
    doc.body.appendChild(script);
  });
}

/** The widget's settings from the page's meta tag (config/integrations.ts), or null when it is off. */
export function feedbackWidgetConfig(doc: Document = document): FeedbackWidgetConfig | null {
  const host = doc.querySelector<HTMLMetaElement>(`meta[name="${FEEDBACK_HOST_META}"]`)?.content;
  return host ? {host, language: 'en'} : null;
}

if (ExecutionEnvironment.canUseDOM) {
  const config = feedbackWidgetConfig();
  if (config) void loadFeedbackWidget(config);
}
