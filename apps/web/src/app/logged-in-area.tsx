// First, so that these Mantine styles precede the area's own, as they did in one style sheet
// (the other logged-in pages bring the rest: logged-in-styles.ts).
import './mantine-shell.css';
import { useState } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '../hooks/use-session';
import { CONFIRM_LABELS } from '../lib/confirm';
import { sessionUserId } from '../lib/session-storage';
import { createQueryClient } from './query-client';
import ShellLayout from './shell/shell-layout';

/**
 * Everything behind the login. The server-state cache is created here, so it lives exactly
 * as long as the session: after a logout (in any tab) the next user never sees the previous
 * user's cached data. Sim/Não dialogs are only used in here, and so are their providers;
 * both stay out of the login page's download.
 */
export default function LoggedInArea() {
  const session = useSession();
  // Another user logging in from another tab replaces this session without any logout here:
  // the whole area (cache, user, menu) starts over for them. A prolongation keeps the user.
  return <UserArea key={sessionUserId(session)} />;
}

function UserArea() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ModalsProvider labels={CONFIRM_LABELS} modalProps={{ centered: true }}>
        <ShellLayout />
      </ModalsProvider>
    </QueryClientProvider>
  );
}
