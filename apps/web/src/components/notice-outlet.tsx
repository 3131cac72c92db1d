import { Component, Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { Notification, Stack } from '@mantine/core';
import { notifications, useNotifications, type NotificationData } from '@mantine/notifications';
import { NOTICE_DURATION_MS } from '../lib/notices';

// Mantine's notice container (transitions, swipe to close, queue...) is fetched with the first
// notice instead of with every page, to keep the first download small. The notice waits in
// the store and shows as soon as the container mounts.
const NoticeContainer = lazy(() => import('./notice-container'));

/** If the container cannot be fetched (the likely notice then is 'no connection'), a plain list. */
function PlainNotices() {
  const { notifications: shown } = useNotifications();
  return (
    <Stack pos="fixed" top={16} right={16} w={380} maw="calc(100vw - 32px)" style={{ zIndex: 400 }}>
      {shown.map((notice) => (
        <PlainNotice key={notice.id} notice={notice} />
      ))}
    </Stack>
  );
}

/** One notice of the plain list; it closes itself like Mantine's (spec §9: after 5 s). */
function PlainNotice({ notice }: { notice: NotificationData }) {
  const { id, autoClose } = notice;
  const closeAfterMs = typeof autoClose === 'number' ? autoClose : NOTICE_DURATION_MS;
  const closesItself = autoClose !== false;
  useEffect(() => {
    if (!id || !closesItself) return;
    const timer = window.setTimeout(() => notifications.hide(id), closeAfterMs);
    return () => window.clearTimeout(timer);
  }, [id, closesItself, closeAfterMs]);
  return (
    <Notification
      title={notice.title}
      color={notice.color}
      icon={notice.icon}
      withBorder
      onClose={() => id && notifications.hide(id)}
    >
      {notice.message}
    </Notification>
  );
}

class ContainerLoadBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? <PlainNotices /> : this.props.children;
  }
}

/** Where notices appear; mounts Mantine's container at the first notice. */
export function NoticeOutlet() {
  const { notifications: shown, queue } = useNotifications();
  const [isNeeded, setIsNeeded] = useState(false);
  if (!isNeeded && shown.length + queue.length > 0) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <ContainerLoadBoundary>
      <Suspense fallback={null}>
        <NoticeContainer />
      </Suspense>
    </ContainerLoadBoundary>
  );
}
