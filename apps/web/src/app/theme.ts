import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  defaultRadius: 'md',
  // System fonts only: the CSP allows no external fonts, and they need no download.
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // People who ask their system for less motion get menus and dialogs without animation.
  respectReducedMotion: true,
});
