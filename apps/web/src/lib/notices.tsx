import type { ReactNode } from 'react';
import { notifications, notificationsStore } from '@mantine/notifications';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';

/** Spec §9: toast messages and notifications last 5 seconds. */
export const NOTICE_DURATION_MS = 5000;

export type NoticeKind = 'warning' | 'error' | 'success';

export interface Notice {
  kind: NoticeKind;
  title: string;
  /** Plain text; line breaks are kept (a list of server messages is one line each). */
  message: string;
}

const LOOK: Record<NoticeKind, { color: string; icon: ReactNode }> = {
  warning: { color: 'orange', icon: <IconAlertTriangle size={18} /> },
  error: { color: 'red', icon: <IconX size={18} /> },
  success: { color: 'teal', icon: <IconCheck size={18} /> },
};

export function showNotice({ kind, title, message }: Notice): void {
  // Several calls failing together (the server is down) would stack identical notices.
  const id = `${kind}:${title}:${message}`;
  const { notifications: shown, queue } = notificationsStore.getState();
  if ([...shown, ...queue].some((notice) => notice.id === id)) return;
  notifications.show({
    id,
    title,
    message: <span style={{ whiteSpace: 'pre-line' }}>{message}</span>,
    color: LOOK[kind].color,
    icon: LOOK[kind].icon,
    autoClose: NOTICE_DURATION_MS,
  });
}

export function showSuccess(message: string, title = 'Sucesso'): void {
  showNotice({ kind: 'success', title, message });
}

export function showWarning(message: string, title = 'Atenção'): void {
  showNotice({ kind: 'warning', title, message });
}
