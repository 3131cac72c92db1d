import { describe, expect, it } from 'vitest';
import { luminance } from '@mantine/core';
import { theme } from './theme';

/** WCAG 2.2 contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const colors = theme.colors!;
const shade = (name: string, index: number) => colors[name]![index]!;
const WHITE = '#ffffff';
/** The shell's page background (AppShell.Main bg="gray.0") and a table row's hover. */
const PAGE_GREYS = [WHITE, shade('gray', 0), shade('gray', 1)];

describe('the theme meets WCAG 2.2 AA contrast', () => {
  it.each(Object.keys(colors))('white text on filled %s (shade 7) reads at 4.5:1', (name) => {
    expect(contrast(WHITE, shade(name, 7))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.keys(colors))("a light %s badge's text (9 on 1) reads at 4.5:1", (name) => {
    expect(contrast(shade(name, 9), shade(name, 1))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(PAGE_GREYS)("'dimmed' grey and the error red read at 4.5:1 on %s", (background) => {
    expect(contrast(shade('gray', 6), background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(shade('red', 6), background)).toBeGreaterThanOrEqual(4.5);
  });
});
