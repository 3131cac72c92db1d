import { Button, Group, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';

export interface PageTitleBarProps {
  title: string;
  /** Spec §2.5: 'Voltar' is hidden on the home page. */
  showBack: boolean;
  onBack: () => void;
}

/**
 * The page-title bar of the shell: the route's title as the page heading, and 'Voltar'. On a
 * narrow screen a long title wraps; the button keeps its full width (it never shrinks).
 */
export function PageTitleBar({ title, showBack, onBack }: PageTitleBarProps) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md" mb="md">
      <Title
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
