import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ColorTheme } from './theme';

/*
 * Sevak's colours, set once for every screen. Ant Design's defaults put secondary text,
 * placeholders and captions at 3.4:1 or less and white button text on its blue at 4.1:1; owners
 * read these screens at the counter in daylight and technicians on a cheap phone in the sun, so
 * every colour text is drawn in meets WCAG 2.2 AA: 4.5:1 against the surfaces it sits on (white
 * cards, the grey page, the grey of a disabled field), 3:1 for input borders. The figures after
 * each colour are checked by tokens.test.ts.
 */

/** The surfaces text is drawn on, per theme: a card, the page, a disabled field. */
export const SURFACES: Record<ColorTheme, string[]> = {
  light: ['#ffffff', '#f5f5f5'],
  dark: ['#141414', '#1f1f1f', '#272727'],
};

export const TEXT_TOKENS: Record<ColorTheme, Record<string, string>> = {
  light: {
    colorTextSecondary: '#595959', // 7.0:1 on white
    colorTextTertiary: '#595959',
    colorTextDescription: '#595959',
    colorTextQuaternary: '#6e6e6e', // 5.1:1 on white, 4.7:1 on a disabled field
    colorTextPlaceholder: '#6e6e6e',
    colorTextDisabled: '#6e6e6e',
    colorLink: '#0958d9', // 6.2:1
    colorPrimaryText: '#0958d9',
    colorWarningText: '#874d00', // 6.5:1 on the warning tag's cream
    colorSuccessText: '#135200',
    colorErrorText: '#a8071a',
  },
  dark: {
    colorTextSecondary: '#a6a6a6', // 6.8:1 on a dark card
    colorTextTertiary: '#a6a6a6',
    colorTextDescription: '#a6a6a6',
    colorTextQuaternary: '#969696', // 5.0:1 on a disabled field
    colorTextPlaceholder: '#969696',
    colorTextDisabled: '#969696',
    colorLink: '#69b1ff', // 7.3:1
    colorPrimaryText: '#69b1ff',
  },
};

/**
 * Colours that carry text drawn in white: the primary button at rest, under the pointer and
 * pressed. antd lightens its hover from the primary (white on it 4.2:1 in both themes, and less
 * while the colour slides there); here a hovered button darkens a step instead.
 */
export const FILL_TOKENS: Record<ColorTheme, Record<string, string>> = {
  light: { colorPrimary: '#0958d9', colorPrimaryHover: '#0b4fc4', colorPrimaryActive: '#003eb3' }, // white on them: 6.2, 7.2, 9.0:1
  dark: { colorPrimary: '#1668dc', colorPrimaryHover: '#1d5fc0', colorPrimaryActive: '#154b96' }, // white on them: 5.2, 6.1, 8.5:1
};

/** Borders of inputs: 3:1 against the surface, so a field can be seen as a field. */
export const BORDER_TOKENS: Record<ColorTheme, Record<string, string>> = {
  light: { colorBorder: '#8c8c8c' }, // 3.4:1 on white
  dark: { colorBorder: '#6e6e6e' }, // 3.6:1 on the dark page
};

/**
 * A switch's track while off, and while hovered, which carry its "No" in white. antd draws them
 * in colorTextQuaternary and colorTextTertiary, which the dark theme lightens for text on dark
 * surfaces: white on those is 2.9:1. The dark track stays a grey white reads on (4.7:1) that
 * still stands out from every dark surface (3.2:1 or more); hovered, it darkens.
 */
export const SWITCH_TOKENS: Record<ColorTheme, { colorTextQuaternary: string; colorTextTertiary: string }> = {
  light: { colorTextQuaternary: '#6e6e6e', colorTextTertiary: '#595959' }, // white on them: 5.1:1, 7.0:1
  dark: { colorTextQuaternary: '#737373', colorTextTertiary: '#5c5c5c' }, // white on them: 4.7:1, 6.7:1
};

export function themeConfig(theme: ColorTheme): ThemeConfig {
  return {
    algorithm: theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: { ...FILL_TOKENS[theme], ...TEXT_TOKENS[theme], ...BORDER_TOKENS[theme] },
    components: { Switch: SWITCH_TOKENS[theme] },
  };
}
