import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Spec §9: confirm buttons are labelled Sim/Não. */
export const CONFIRM_LABELS = { confirm: 'Sim', cancel: 'Não' } as const;

/** Spec §9: info dialogs are 600 px wide. */
export const DIALOG_WIDTH = 600;

export interface ConfirmOptions {
  title: string;
  /** Line breaks in the message are kept. */
  message: string;
  onConfirm: () => void;
  onCancel?: () => void;
}

/** Opens a Sim/Não dialog and returns its id, so the caller can close it (modals.close). */
export function openConfirm({ title, message, onConfirm, onCancel }: ConfirmOptions): string {
  return modals.openConfirmModal({
    title,
    children: <Text style={{ whiteSpace: 'pre-line' }}>{message}</Text>,
    labels: CONFIRM_LABELS,
    size: DIALOG_WIDTH,
    centered: true,
    onConfirm,
    onCancel,
  });
}

export function closeDialog(id: string): void {
  modals.close(id);
}
