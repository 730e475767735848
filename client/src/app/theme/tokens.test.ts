import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { BORDER_TOKENS, FILL_TOKENS, SURFACES, SWITCH_TOKENS, TEXT_TOKENS, themeConfig } from './tokens';

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
      .map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('theme colours meet WCAG 2.2 AA', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}: every text colour is 4.5:1 on every surface`, () => {
      const failing = Object.entries(TEXT_TOKENS[theme])
        // The status colours are drawn on their own tag backgrounds (checked in the browser by axe).
        .filter(([token]) => !/^color(Warning|Success|Error)Text$/.test(token))
        .flatMap(([token, colour]) => SURFACES[theme].map((surface) => ({ token, colour, surface, ratio: contrast(colour, surface) })))
        .filter(({ ratio }) => ratio < 4.5);
      expect(failing).toEqual([]);
    });

    it(`${theme}: white text on the primary button is 4.5:1 at rest, hovered and pressed, input borders 3:1`, () => {
      for (const fill of Object.values(FILL_TOKENS[theme])) expect(contrast('#ffffff', fill)).toBeGreaterThanOrEqual(4.5);
      // As antd draws them, from the theme as the app gives it.
      const drawn = antdTheme.getDesignToken(themeConfig(theme));
      for (const fill of [drawn.colorPrimary, drawn.colorPrimaryHover, drawn.colorPrimaryActive]) {
        expect(contrast('#ffffff', fill)).toBeGreaterThanOrEqual(4.5);
      }
      for (const surface of SURFACES[theme].slice(0, 1)) expect(contrast(BORDER_TOKENS[theme].colorBorder!, surface)).toBeGreaterThanOrEqual(3);
    });

    it(`${theme}: a switch's "No" is 4.5:1 on its track, at rest and hovered; the resting track 3:1 on the page`, () => {
      const { colorTextQuaternary: track, colorTextTertiary: hovered } = SWITCH_TOKENS[theme];
      expect(contrast('#ffffff', track)).toBeGreaterThanOrEqual(4.5);
      expect(contrast('#ffffff', hovered)).toBeGreaterThanOrEqual(4.5);
      for (const surface of SURFACES[theme]) expect(contrast(track, surface)).toBeGreaterThanOrEqual(3);
    });
  }
});
