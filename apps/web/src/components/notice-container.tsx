import { Notifications } from '@mantine/notifications';
import { NOTICE_DURATION_MS } from '../lib/notices';

/** Mantine's notice container with the portal's settings (spec §9: notices last 5 s). */
export default function NoticeContainer() {
  return <Notifications position="top-right" autoClose={NOTICE_DURATION_MS} zIndex={400} />;
}
