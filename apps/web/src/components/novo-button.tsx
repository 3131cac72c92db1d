import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';

export interface NovoButtonProps {
  /** The button's text ('Novo Despachante'). */
  children: ReactNode;
  onClick: () => void;
}

/** A list page's 'Novo ...' button, which opens the dialog to create a record. */
export function NovoButton({ children, onClick }: NovoButtonProps) {
  return (
    <Button leftSection={<IconPlus size={16} />} onClick={onClick}>
      {children}
    </Button>
  );
}

/** The 'Novo ...' button alone on its row, on the right, between the filters and the list. */
export function NovoButtonRow(props: NovoButtonProps) {
  return (
    <Group justify="flex-end">
      <NovoButton {...props} />
    </Group>
  );
}
