import {themes} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {contrastRatio, prism, withReadableTokens} from '@site/config/prism';

const rgb = (color: string) => {
  const match = /rgb\((\d+), (\d+), (\d+)\)/.exec(color);
  if (match) return [Number(match[1]), Number(match[2]), Number(match[3])] as [number, number, number];
  const hex = color.replace('#', '');
  return [0, 2, 4].map((index) => parseInt(hex.slice(index, index + 2), 16)) as [number, number, number];
};

describe('code highlighting colours', () => {
  for (const [name, theme] of Object.entries({light: prism.theme, dark: prism.darkTheme})) {
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
