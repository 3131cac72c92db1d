import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/** A read-only field: its label, dimmed, over its value (an order, a lien, a certificate...). */
export function Campo({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
