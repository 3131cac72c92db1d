import { Link } from 'react-router';
import { Button, Group, Text } from '@mantine/core';
import IconBook2 from '@tabler/icons-react/dist/esm/icons/IconBook2.mjs';
import IconMessageCircle from '@tabler/icons-react/dist/esm/icons/IconMessageCircle.mjs';
import IconPlayerPlay from '@tabler/icons-react/dist/esm/icons/IconPlayerPlay.mjs';
import IconReceipt from '@tabler/icons-react/dist/esm/icons/IconReceipt.mjs';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import { greetingFor } from '@portal/shared/common/greeting';
import { canSeeFaturamentoButton } from '@portal/shared/menu/rules';
import { useNow } from '../../hooks/use-now';
import { openChat, useChatState, type ChatState } from '../../lib/chat-widget';
import { formatDateTime } from '../../lib/dates';
import { showWarning } from '../../lib/notices';

export interface SubHeaderProps {
  user: CurrentUser;
}

/** The greeting changes on the hour: a clock checked every minute keeps it at most 1 min late. */
const GREETING_TICK_MS = 60_000;

/** What the 'Chat' button says when there is no chat to open (spec §1, §2.5). */
export const CHAT_INDISPONIVEL: Record<Exclude<ChatState, 'pronto'>, string> = {
  desligado: 'O chat não está configurado nesta instalação.',
  carregando: 'O chat ainda está carregando. Tente de novo em instantes.',
  falhou: 'Não foi possível carregar o chat. Tente de novo mais tarde.',
};

/** Spec §2.5: greeting by hour, last access, and the Faturamento/Legislação/vbPlay/chat buttons. */
export function SubHeader({ user }: SubHeaderProps) {
  const now = useNow(GREETING_TICK_MS);
  const ultimoAcesso = formatDateTime(user.dataUltimoAcesso);
  const chat = useChatState();
  const openChatOrWarn = () => {
    if (chat === 'pronto' && openChat()) return;
    showWarning(CHAT_INDISPONIVEL[chat === 'pronto' ? 'falhou' : chat], 'Chat');
  };
  return (
    <Group
      justify="space-between"
      gap="sm"
      px="md"
      py={8}
      bg="white"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap="md" wrap="wrap">
        <Text fw={700} c="brand.8" data-testid="greeting">
          {greetingFor(new Date(now).getHours())}
        </Text>
        <Text size="sm" c="dimmed">
          {ultimoAcesso ? `Último acesso: ${ultimoAcesso}` : 'Primeiro acesso'}
        </Text>
      </Group>
      <Group gap="xs">
        {canSeeFaturamentoButton(user) && (
          <Button
            component={Link}
            to="/vbconnection/vbauto/faturamento"
            variant="light"
            size="xs"
            leftSection={<IconReceipt size={16} aria-hidden />}
          >
            Faturamento
          </Button>
        )}
        <Button
          component={Link}
          to="/vbconnection/vbauto/central-informacao"
          variant="light"
          size="xs"
          leftSection={<IconBook2 size={16} aria-hidden />}
        >
          Legislação
        </Button>
        <Button
          component={Link}
          to="/vbconnection/vbauto/vb-play"
          variant="light"
          size="xs"
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
        >
          vbPlay
        </Button>
        <Button
          variant="light"
          size="xs"
          onClick={openChatOrWarn}
          data-chat-estado={chat}
          leftSection={<IconMessageCircle size={16} aria-hidden />}
        >
          Chat
        </Button>
      </Group>
    </Group>
  );
}
