import {themes} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {prism} from '@site/config/prism';
import {
  codeColors,
  codeColorsStylesheet,
  contrastRatio,
  withReadableTokens,
} from '@site/src/plugins/codeHighlighting/codeColors';

const rgb = (color: string) => {
  const match = /rgb\((\d+), (\d+), (\d+)\)/.exec(color);
  if (match) return [Number(match[1]), Number(match[2]), Number(match[3])] as [number, number, number];
  const hex = color.replace('#', '');
  return [0, 2, 4].map((index) => parseInt(hex.slice(index, index + 2), 16)) as [number, number, number];
};

describe('code highlighting colours', () => {
  for (const [name, theme] of Object.entries(codeColors)) {
    it(`every ${name} token colour reaches 4.5:1 on the code background`, () => {
      const background = rgb(theme.plain.backgroundColor!);
      for (const entry of theme.styles) {
        if (entry.style.color)
          expect(contrastRatio(rgb(entry.style.color), background), entry.types.join()).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  it('keeps colours that were already readable', () => {
    const readable = withReadableTokens(themes.github).styles.find((entry) =>
      entry.types.includes('function-variable'),
    );
    expect(readable?.style.color).toBe('rgb(111, 66, 193)');
  });
});

describe('code colours as CSS', () => {
  const stylesheet = codeColorsStylesheet();
  /** The declarations of the rule whose selector list names `.token.<type>` in the scope of `mode`. */
  const declarationsFor = (mode: 'light' | 'dark', type: string) => {
    const scope = mode === 'dark' ? "[data-theme='dark']" : ":root:not([data-theme='dark'])";
    const rule = stylesheet.split('}').find((block) =>
      block
        .split('{')[0]!
        .split(',')
        .some((selector) => selector.trim() === `${scope} .token.${type}`),
    );
    return rule?.split('{')[1] ?? '';
  };

  it('renders code in both modes with one theme of CSS custom properties, and no inline token colours', () => {
    expect(prism.theme).toBe(prism.darkTheme);
    expect(prism.theme.plain).toEqual({
      color: 'var(--parley-code-color)',
      backgroundColor: 'var(--parley-code-background)',
    });
    expect(prism.theme.styles).toEqual([]);
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`gives every ${mode} token type the colour and style it has in the theme`, () => {
      const theme = codeColors[mode];
      expect(stylesheet).toContain(`--parley-code-background: ${theme.plain.backgroundColor};`);
      // As prism-react-renderer reads a theme: a later entry wins for the same type.
      const expected = new Map<string, {color?: string; fontStyle?: string}>();
      for (const {types, style} of theme.styles) {
        for (const type of types) expected.set(type, {...expected.get(type), ...style});
      }
      expect(expected.size).toBeGreaterThan(10);
      for (const [type, style] of expected) {
        const declarations = declarationsFor(mode, type);
        if (style.color) expect(declarations, type).toContain(`color: ${style.color};`);
        if (style.fontStyle) expect(declarations, type).toContain(`font-style: ${style.fontStyle};`);
      }
    });
  }

  it('scopes every token rule to one colour mode', () => {
    const selectors = stylesheet
      .replace(/\/\*[^*]*\*\//g, '')
      .split('}')
      .flatMap((block) => (block.includes('{') ? block.split('{')[0]!.split(',') : []))
      .map((selector) => selector.trim());
    expect(selectors.length).toBeGreaterThan(20);
    for (const selector of selectors) {
      expect(selector).toMatch(/^(:root:not\(\[data-theme='dark'\]\)|\[data-theme='dark'\])( |$)/);
    }
  });
});
