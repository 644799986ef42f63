import {themes, type PrismTheme} from 'prism-react-renderer';
import type {ThemeConfig} from '@docusaurus/preset-classic';

type Rgb = [number, number, number];

function parseColor(color: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((index) => parseInt(full.slice(index, index + 2), 16)) as Rgb;
  }
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(color);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : undefined;
}

function luminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

export function contrastRatio(first: Rgb, second: Rgb): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The theme with every token colour moved towards black (light background) or white (dark
 * background) until it reaches 4.5:1 against the code block background (WCAG 1.4.3): the stock
 * Prism themes have comments and constants at 2.6–4.3:1.
 */
export function withReadableTokens(theme: PrismTheme, minimum = 4.5): PrismTheme {
  const background = parseColor(theme.plain.backgroundColor ?? '#ffffff') ?? [255, 255, 255];
  const target: Rgb = luminance(background) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  const readable = (color: string): string => {
    let rgb = parseColor(color);
    if (!rgb) return color;
    for (let step = 0; step < 20 && contrastRatio(rgb, background) < minimum; step += 1) {
      rgb = rgb.map((channel, index) => Math.round(channel + (target[index] - channel) * 0.1)) as Rgb;
    }
    return `rgb(${rgb.join(', ')})`;
  };
  return {
    ...theme,
    styles: theme.styles.map((entry) =>
      entry.style.color ? {...entry, style: {...entry.style, color: readable(entry.style.color)}} : entry,
    ),
  };
}

/** Code highlighting: Prism's defaults plus the languages of SPEC §9. */
export const prism = {
  theme: withReadableTokens(themes.github),
  darkTheme: withReadableTokens(themes.dracula),
  additionalLanguages: ['powershell', 'http', 'kotlin', 'java', 'swift', 'objectivec', 'groovy', 'textile', 'xml-doc'],
} satisfies ThemeConfig['prism'];
