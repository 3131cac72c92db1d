import { DEFAULT_THEME, createTheme, type MantineColorsTuple } from '@mantine/core';

/** The portal's navy blue; shade 7 is the brand colour, 6 the primary action colour. */
const brand: MantineColorsTuple = [
  '#eaf1fd',
  '#d3e0f7',
  '#a5bfec',
  '#739be2',
  '#4a7dd9',
  '#316ad4',
  '#2260d2',
  '#1550bb',
  '#0b47a8',
  '#0a3a8a',
];

type DarkShades = readonly [string, string, string, string];

/** One of Mantine's palettes with its shades 6 to 9 replaced. */
function withDarkShades(
  name: 'gray' | 'red' | 'orange' | 'teal' | 'green' | 'blue',
  shades: DarkShades,
): MantineColorsTuple {
  const [c0, c1, c2, c3, c4, c5] = DEFAULT_THEME.colors[name];
  return [c0, c1, c2, c3, c4, c5, ...shades];
}

/**
 * WCAG 2.2 AA contrast (1.4.3: text 4.5:1; 1.4.11: parts 3:1) on Mantine's own palettes:
 * shades 0-5 stay Mantine's, shades 6-9 are the same hues darkened (Mantine's `darken`) just
 * enough that white on a filled colour (shade 7, the primary shade), a light badge's text
 * (shade 9 on 1), the 'dimmed' grey and the error red (both shade 6) reach 4.6:1 on white and
 * on the page's grey. Today's look stays: the hues are the same. theme.test.ts checks it.
 */
const colors = {
  brand,
  gray: withDarkShades('gray', ['#656c73', '#495057', '#343a40', '#212529']),
  red: withDarkShades('red', ['#c03f3f', '#b83535', '#ad2e2e', '#a12727']),
  orange: withDarkShades('orange', ['#b65b0e', '#c15005', '#c54c0a', '#bb3e0d']),
  teal: withDarkShades('teal', ['#0d8460', '#09835f', '#08835e', '#087a57']),
  green: withDarkShades('green', ['#2c843c', '#298439', '#278338', '#267b37']),
  blue: withDarkShades('blue', ['#1d78c6', '#1a76c9', '#1971c2', '#1864ab']),
};

/** What a close button says to a screen reader (Mantine leaves it unnamed). */
export const FECHAR = 'Fechar';

/**
 * Defaults that make Mantine's parts accessible in Portuguese. Plain objects rather than
 * `Modal.extend(...)`, so the theme does not pull those components into the login page's code.
 */
const components = {
  Modal: {
    defaultProps: {
      closeButtonProps: { 'aria-label': FECHAR },
      // The dialog's <header> would be a second banner landmark next to the shell's header.
      attributes: { header: { role: 'none' } },
    },
  },
  Notification: { defaultProps: { closeButtonProps: { 'aria-label': FECHAR } } },
  // The show-password button is reached by Tab like any other (its name: PasswordInput).
  PasswordInput: { defaultProps: { visibilityToggleFocusable: true } },
};

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors,
  components,
  defaultRadius: 'md',
  // System fonts only: the CSP allows no external fonts, and they need no download.
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // People who ask their system for less motion get menus and dialogs without animation.
  respectReducedMotion: true,
});
