// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest';
import {FEEDBACK_HOST_META} from '@site/config/feedbackWidgetMeta';
import {feedbackWidgetConfig, loadFeedbackWidget} from '@site/src/clientModules/feedbackWidget';

const config = {host: 'https://feedback.example.test', language: 'en' as const};

function injected() {
  const link = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
  const script = document.body.querySelector<HTMLScriptElement>('script')!;
  return {link, script};
}

describe('feedback widget client module', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    delete window.ParleyFeedback;
  });

  it("reads the host from the page's meta tag, and is off without one", () => {
    expect(feedbackWidgetConfig()).toBeNull();
    const meta = document.createElement('meta');
    meta.name = FEEDBACK_HOST_META;
    meta.content = 'https://feedback.example.test';
    document.head.appendChild(meta);
    expect(feedbackWidgetConfig()).toEqual({host: 'https://feedback.example.test', language: 'en'});
  });

  it('loads the stylesheet and script from the configured host', () => {
    void loadFeedbackWidget(config);
    const {link, script} = injected();
    expect(link.href).toBe('https://feedback.example.test/widget.css');
    expect(script.src).toBe('https://feedback.example.test/widget.js');
    expect(script.async).toBe(true);
  });

  it('starts the widget with its host and the language en', async () => {
    const init = vi.fn();
    const started = loadFeedbackWidget(config);
    window.ParleyFeedback = {init};
    injected().script.dispatchEvent(new Event('load'));
    await expect(started).resolves.toBe(true);
    expect(init).toHaveBeenCalledExactlyOnceWith({host: 'https://feedback.example.test', language: 'en'});
  });

  it('only warns, once, when the host is unreachable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const started = loadFeedbackWidget(config);
    const {link, script} = injected();
    link.dispatchEvent(new Event('error'));
    script.dispatchEvent(new Event('error'));
    await expect(started).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('feedback.example.test');
  });

  it('warns instead of throwing when the script defines no widget or init throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const started = loadFeedbackWidget(config);
    window.ParleyFeedback = {
      init() {
        throw new Error('widget exploded');
      },
    };
    injected().script.dispatchEvent(new Event('load'));
    await expect(started).resolves.toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0][0])).toContain('widget exploded');
  });
});
