import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

export interface CampoProps {
  label: string;
  children: ReactNode;
  /** Inside a `<dl>`: the label is its term (`<dt>`) and the value its description (`<dd>`). */
  isInDescriptionList?: boolean;
}

/** A read-only field: its label, dimmed, over its value (an order, a lien, a certificate...). */
export function Campo({ label, children, isInDescriptionList = false }: CampoProps) {
  return (
    <div>
      <Text size="sm" c="dimmed" component={isInDescriptionList ? 'dt' : undefined}>
        {label}
      </Text>
      {/* A div, not a paragraph: a value may be a badge or a block of its own. */}
      <Text
        fw={500}
        component={isInDescriptionList ? 'dd' : 'div'}
        m={0}
        style={{ overflowWrap: 'anywhere' }}
      >
        {children}
      </Text>
    </div>
  );
}
