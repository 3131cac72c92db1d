import { Text } from '@mantine/core';
import { randomId } from '@mantine/hooks';
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

/**
 * The logged-in area's dialogs are shown by a host (app/dialogs-host.tsx) that loads after the
 * page's first paint, with the dialogs' code and styles. Until it listens, a dialog asked for
 * waits here (and asks for the host at once): opened through Mantine's events with nobody
 * listening, it would be lost. Elsewhere (no host expected: a test's own provider) dialogs open
 * at once.
 */
let expectedHosts = 0;
let isHostListening = false;
const waiting = new Map<string, () => void>();
let askForHost: () => void = () => undefined;
const hostAskedFor = new Promise<void>((resolve) => {
  askForHost = resolve;
});

/**
 * The logged-in area will mount the dialogs' host; returns its undoing (the area unmounted:
 * what still waits goes with it). Called from a layout effect, which runs before any effect
 * that could ask for a dialog.
 */
export function expectDialogsHost(): () => void {
  expectedHosts += 1;
  return () => {
    expectedHosts -= 1;
    if (expectedHosts === 0) waiting.clear();
  };
}

/** Resolves when a dialog is waiting for the host (which then loads without waiting for paint). */
export function dialogsHostAskedFor(): Promise<void> {
  return hostAskedFor;
}

/** The host mounted (dialogs open from now on) or unmounted (they wait for the next one). */
export function setDialogsHostListening(listening: boolean): void {
  isHostListening = listening;
  if (!listening) return;
  const open = [...waiting.values()];
  waiting.clear();
  for (const show of open) show();
}

/** Opens a dialog (its id given), now or once the host listens. */
export function openDialog(id: string, show: () => void): string {
  if (isHostListening || expectedHosts === 0) {
    show();
  } else {
    waiting.set(id, show);
    askForHost();
  }
  return id;
}

/** Opens a Sim/Não dialog and returns its id, so the caller can close it (closeDialog). */
export function openConfirm({ title, message, onConfirm, onCancel }: ConfirmOptions): string {
  const modalId = randomId();
  return openDialog(modalId, () =>
    modals.openConfirmModal({
      modalId,
      title,
      children: <Text style={{ whiteSpace: 'pre-line' }}>{message}</Text>,
      labels: CONFIRM_LABELS,
      size: DIALOG_WIDTH,
      centered: true,
      onConfirm,
      onCancel,
    }),
  );
}

export function closeDialog(id: string): void {
  if (waiting.delete(id)) return;
  modals.close(id);
}
