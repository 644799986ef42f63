import type {PrismTheme} from 'prism-react-renderer';
import {codeThemes} from '../../../config/prism';

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

/** The colours of code (config/prism.ts), made readable. */
export const codeColors = {
  light: withReadableTokens(codeThemes.light),
  dark: withReadableTokens(codeThemes.dark),
} as const;

const cssProperty = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The CSS of `codeColors`: the plain colours as custom properties and one rule per token type. */
export function codeColorsStylesheet(colors: {light: PrismTheme; dark: PrismTheme} = codeColors): string {
  const scopes = {light: ":root:not([data-theme='dark'])", dark: "[data-theme='dark']"};
  const rules: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const {plain, styles} = colors[mode];
    rules.push(
      `${scopes[mode]} {\n  --parley-code-color: ${plain.color};\n  --parley-code-background: ${plain.backgroundColor};\n}`,
    );
    // Later entries of a theme win for the same type, as in prism-react-renderer's themeToDict.
    const byType = new Map<string, Record<string, unknown>>();
    for (const {types, style} of styles) {
      for (const type of types) byType.set(type, {...byType.get(type), ...style});
    }
    // One rule for the types that share their declarations (keyword, selector…).
    const typesByDeclarations = new Map<string, string[]>();
    for (const [type, style] of byType) {
      const declarations = Object.entries(style)
        .map(([key, value]) => `  ${cssProperty(key)}: ${value};`)
        .join('\n');
      typesByDeclarations.set(declarations, [...(typesByDeclarations.get(declarations) ?? []), type]);
    }
    for (const [declarations, types] of typesByDeclarations) {
      const selectors = types.map((type) => `${scopes[mode]} .token.${cssClassName(type)}`);
      rules.push(`${selectors.join(',\n')} {\n${declarations}\n}`);
    }
  }
  return `/* Generated from config/prism.ts by src/plugins/codeHighlighting/codeColors.ts. */\n${rules.join('\n')}\n`;
}

/** Token types are CSS identifiers already (`attr-name`, `template-string`); this keeps it so. */
function cssClassName(type: string): string {
  if (!/^[a-z][a-z0-9-]*$/i.test(type)) throw new Error(`Prism token type "${type}" is not a CSS class name`);
  return type;
}
