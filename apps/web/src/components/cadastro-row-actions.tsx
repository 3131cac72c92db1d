import { ActionIcon, Group, Tooltip } from '@mantine/core';
import IconEye from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';

export interface CadastroRowActionsProps {
  /** Names the row in each button's accessible name: 'Editar Banco Exemplo'. */
  name: string;
  /** Left out where the row shows everything there is to see (no Visualizar). */
  onView?: () => void;
  /** Left out when the user may not edit. */
  onEdit?: () => void;
  /** Left out when the user may not delete (or the record cannot be deleted). */
  onDelete?: () => void;
}

/** The row actions of a Cadastros list: Visualizar, Editar and Excluir. */
export function CadastroRowActions({ name, onView, onEdit, onDelete }: CadastroRowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      {onView && (
        <Tooltip label="Visualizar">
          <ActionIcon variant="subtle" aria-label={`Visualizar ${name}`} onClick={onView}>
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onEdit && (
        <Tooltip label="Editar">
          <ActionIcon variant="subtle" aria-label={`Editar ${name}`} onClick={onEdit}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip label="Excluir">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Excluir ${name}`}
            onClick={onDelete}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
