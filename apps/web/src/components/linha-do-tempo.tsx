import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import classes from './linha-do-tempo.module.css';

export type CorLinhaDoTempo = 'brand' | 'blue' | 'red' | 'green';

export interface ItemLinhaDoTempo {
  key: string;
  /** The dot's colour: what the item means at a glance (the text says it too). */
  cor: CorLinhaDoTempo;
  titulo: ReactNode;
  /** A date or a year, above the title. */
  quando?: ReactNode;
  children?: ReactNode;
}

// Shade 7 of each: the dot keeps a 3:1 contrast on white (WCAG 1.4.11).
const COR_CSS: Record<CorLinhaDoTempo, string> = {
  brand: 'var(--mantine-color-brand-7)',
  blue: 'var(--mantine-color-blue-7)',
  red: 'var(--mantine-color-red-7)',
  green: 'var(--mantine-color-green-8)',
};

/**
 * A vertical timeline as an ordered list (the public chassis status, the history on 'Quem
 * somos'). Drawn with a CSS module: Mantine's Timeline styles are not in the public pages'
 * style sheet, and this needs a fraction of them.
 */
export function LinhaDoTempo({ itens, label }: { itens: ItemLinhaDoTempo[]; label?: string }) {
  return (
    <ol className={classes.lista} aria-label={label}>
      {itens.map((item) => (
        <li
          key={item.key}
          className={classes.item}
          style={{ '--cor': COR_CSS[item.cor] } as React.CSSProperties}
        >
          <span className={classes.ponto} aria-hidden />
          <Stack gap={4}>
            {item.quando && (
              <Text size="sm" c="dimmed" fw={500}>
                {item.quando}
              </Text>
            )}
            <Text fw={700}>{item.titulo}</Text>
            {item.children}
          </Stack>
        </li>
      ))}
    </ol>
  );
}
