import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';

/** What a list page shows instead of itself to a user who may not see it. */
export function SemPermissao({ children }: { children: ReactNode }) {
  return (
    <Alert color="orange" title="Atenção">
      {children}
    </Alert>
  );
}
