import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Button, Group, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { FOCUS_TARGET_CLASS } from './skip-link';

export interface PageTitleBarProps {
  title: string;
  /** Spec §2.5: 'Voltar' is hidden on the home page. */
  showBack: boolean;
  onBack: () => void;
}

/**
 * The page-title bar of the shell: the route's title as the page heading, and 'Voltar'. On a
 * narrow screen a long title wraps; the button keeps its full width (it never shrinks).
 *
 * Each navigation (the login's included) moves focus to the title (WCAG 2.4.3): a screen reader
 * announces the new page, and the next Tab starts from it, not from the top of the shell. A
 * dialog that opened with the page keeps its focus.
 */
export function PageTitleBar({ title, showBack, onBack }: PageTitleBarProps) {
  const { pathname } = useLocation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (document.activeElement?.closest('[role="dialog"]')) return;
    titleRef.current?.focus();
  }, [pathname]);

  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md" mb="md">
      <Title
        ref={titleRef}
        tabIndex={-1}
        className={FOCUS_TARGET_CLASS}
        order={1}
        size="h3"
        c="brand.9"
        style={{ flex: 1, minWidth: 0, overflowWrap: 'break-word' }}
      >
        {title}
      </Title>
      {showBack && (
        <Button
          variant="default"
          size="sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onBack}
          style={{ flexShrink: 0 }}
        >
          Voltar
        </Button>
      )}
    </Group>
  );
}
