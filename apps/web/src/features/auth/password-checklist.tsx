import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import { PASSWORD_RULES } from '@portal/shared/auth/password';

export interface PasswordChecklistProps {
  newPassword: string;
  confirmation: string;
}

/** The live checklist of spec §5: each rule of the new password, then the confirmation. */
export function PasswordChecklist({ newPassword, confirmation }: PasswordChecklistProps) {
  const items = [
    ...PASSWORD_RULES.map((rule) => ({
      id: rule.id,
      label: rule.label,
      ok: rule.test(newPassword),
    })),
    {
      id: 'confirmacao',
      label: 'Confirmação igual à nova senha',
      ok: newPassword.length > 0 && newPassword === confirmation,
    },
  ];
  return (
    <List spacing={6} size="sm" center aria-label="Requisitos da senha">
      {items.map((item) => (
        <List.Item
          key={item.id}
          data-rule={item.id}
          data-valid={item.ok}
          icon={
            <ThemeIcon color={item.ok ? 'teal' : 'gray'} size={20} radius="xl" variant="light">
              {item.ok ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
            </ThemeIcon>
          }
        >
          <Text size="sm" c={item.ok ? 'teal.8' : 'dimmed'} span>
            {item.label}
          </Text>
          <VisuallyHidden>{item.ok ? ' (atendido)' : ' (pendente)'}</VisuallyHidden>
        </List.Item>
      ))}
    </List>
  );
}
