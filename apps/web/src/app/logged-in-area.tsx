// First, so that these Mantine styles precede the area's own, as they did in one style sheet
// (the other logged-in pages bring the rest: logged-in-styles.ts).
import './mantine-shell.css';
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '../hooks/use-session';
import { afterNextPaint } from '../lib/after-paint';
import { dialogsHostAskedFor, expectDialogsHost } from '../lib/confirm';
import { sessionUserId } from '../lib/session-storage';
import { withLoggedInStyles } from '../styles/logged-in-styles';
import { createQueryClient } from './query-client';
import ShellLayout from './shell/shell-layout';

/**
 * Sim/Não dialogs are only used in here. Their host (and Mantine's Modal with it) loads after
 * the first paint, or as soon as a dialog is asked for, with Mantine's styles for the
 * logged-in pages (a dialog is never shown unstyled).
 */
const DialogsHost = lazy(() =>
  Promise.race([afterNextPaint(), dialogsHostAskedFor()]).then(
    withLoggedInStyles(() => import('./dialogs-host')),
  ),
);

/**
 * Everything behind the login. The server-state cache is created here, so it lives exactly
 * as long as the session: after a logout (in any tab) the next user never sees the previous
 * user's cached data. Dialogs and their host stay out of the login page's download.
 */
export default function LoggedInArea() {
  const session = useSession();
  // Another user logging in from another tab replaces this session without any logout here:
  // the whole area (cache, user, menu) starts over for them. A prolongation keeps the user.
  return <UserArea key={sessionUserId(session)} />;
}

function UserArea() {
  const [queryClient] = useState(createQueryClient);
  useLayoutEffect(expectDialogsHost, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ShellLayout />
      <Suspense fallback={null}>
        <DialogsHost />
      </Suspense>
    </QueryClientProvider>
  );
}
