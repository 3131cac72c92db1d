import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { CONFIRM_LABELS, setDialogsHostListening } from '../lib/confirm';

/**
 * Shows the logged-in area's dialogs (lib/confirm.tsx, `modals.*`): Mantine's provider listens
 * to its events, and wraps nothing, so the shell does not wait for the dialogs' code
 * (Modal, its focus trap and scroll lock) before its first paint.
 */
export default function DialogsHost() {
  useEffect(() => {
    setDialogsHostListening(true);
    return () => setDialogsHostListening(false);
  }, []);
  return <ModalsProvider labels={CONFIRM_LABELS} modalProps={{ centered: true }} />;
}
