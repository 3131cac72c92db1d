import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The three style sheets that split @mantine/core/styles.css (see mantine-public.css).
const require = createRequire(import.meta.url);
const stylesCss = require.resolve('@mantine/core/styles.css');
const componentsDir = join(dirname(stylesCss), 'styles');
const whole = readFileSync(stylesCss, 'utf8');

function importsOf(file: string): string[] {
  const css = readFileSync(new URL(file, import.meta.url), 'utf8');
  return [...css.matchAll(/@import '@mantine\/core\/styles\/([^']+)';/g)].map((m) => m[1]!);
}

/** Where a component's rules sit in @mantine/core/styles.css (the cascade order). */
function placeOf(file: string): number {
  return whole.indexOf(readFileSync(join(componentsDir, file), 'utf8').trim());
}

const publicFiles = importsOf('./mantine-public.css');
const shellFiles = importsOf('./mantine-shell.css');
const loggedInFiles = importsOf('../styles/mantine-logged-in.css');

describe("Mantine's styles, split in three", () => {
  it('take every component of @mantine/core exactly once', () => {
    const components = readdirSync(componentsDir).filter(
      (file) => file.endsWith('.css') && !file.endsWith('.layer.css'),
    );
    expect([...publicFiles, ...shellFiles, ...loggedInFiles].sort()).toEqual(components.sort());
  });

  it('keep the order of @mantine/core/styles.css in each file', () => {
    for (const files of [publicFiles, shellFiles, loggedInFiles]) {
      const places = files.map(placeOf);
      expect(places.every((place) => place >= 0)).toBe(true);
      expect(places).toEqual([...places].sort((a, b) => a - b));
    }
  });

  it('load the base and the components others build on with the first paint', () => {
    // Mantine's order puts these first: every other component's styles assume them.
    const firstOfAll = publicFiles.slice(0, 3);
    expect(firstOfAll).toEqual(['baseline.css', 'default-css-variables.css', 'global.css']);
    const lastBase = placeOf('FloatingIndicator.css');
    const base = [...shellFiles, ...loggedInFiles].filter((file) => placeOf(file) <= lastBase);
    expect(base).toEqual([]);
  });
});
