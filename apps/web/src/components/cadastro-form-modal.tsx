import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Loader, Modal, type ModalProps } from '@mantine/core';

/** How a record is opened: `criar` a new one, or an existing one (by id) to edit or view. */
export type CadastroMode = 'criar' | 'editar' | 'visualizar';

/** An existing record's dialog. */
export interface CadastroExistingDialog {
  mode: 'editar' | 'visualizar';
  id: string;
}

/**
 * What a register's dialog shows (null: closed). `New` is what the 'criar' dialog carries
 * besides its mode (the financial agents' preselected clients, say).
 */
export type CadastroDialog<New extends object = object> =
  ({ mode: 'criar' } & New) | CadastroExistingDialog | null;

type AnyDialog = { mode: 'criar' } | { mode: 'editar' | 'visualizar'; id: string };

export interface CadastroFormModalProps<T, D extends AnyDialog> {
  dialog: D | null;
  onClose: () => void;
  /** The modal's title per mode; a register without one of the modes leaves it out. */
  titles: Partial<Record<CadastroMode, string>>;
  size?: ModalProps['size'];
  /** The feature's query key: a record is cached under `[...queryKey, 'detalhe', id]`. */
  queryKey: readonly unknown[];
  fetchById: (id: string) => Promise<T>;
  /** The empty form, for a 'criar' dialog. */
  renderNew?: (dialog: Extract<D, { mode: 'criar' }>) => ReactNode;
  /** The form (or view) of a record, once loaded. */
  renderExisting: (record: T, mode: Exclude<D['mode'], 'criar'>) => ReactNode;
}

/**
 * The dialog of a Cadastros register: the empty form for 'criar', or the record loaded by id
 * (a loader meanwhile; only 'Fechar' when it fails, as the global notice has said why) for
 * 'editar' and 'visualizar'.
 */
export function CadastroFormModal<T, D extends AnyDialog>({
  dialog,
  onClose,
  titles,
  size = 'xl',
  queryKey,
  fetchById,
  renderNew,
  renderExisting,
}: CadastroFormModalProps<T, D>) {
  // While it closes, the modal keeps a title: the view's, else the new record's.
  const title = dialog ? titles[dialog.mode] : (titles.visualizar ?? titles.criar);
  return (
    <Modal opened={dialog !== null} onClose={onClose} title={title} size={size} centered>
      {dialog?.mode === 'criar' && renderNew?.(dialog as Extract<D, { mode: 'criar' }>)}
      {dialog && 'id' in dialog && (
        <ExistingRecord
          key={dialog.id}
          id={dialog.id}
          queryKey={queryKey}
          fetchById={fetchById}
          onClose={onClose}
          render={(record) => renderExisting(record, dialog.mode as Exclude<D['mode'], 'criar'>)}
        />
      )}
    </Modal>
  );
}

function ExistingRecord<T>({
  id,
  queryKey,
  fetchById,
  onClose,
  render,
}: {
  id: string;
  queryKey: readonly unknown[];
  fetchById: (id: string) => Promise<T>;
  onClose: () => void;
  render: (record: T) => ReactNode;
}) {
  const query = useQuery({
    queryKey: [...queryKey, 'detalhe', id],
    queryFn: () => fetchById(id),
  });
  if (query.isError) {
    return (
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Fechar
        </Button>
      </Group>
    );
  }
  if (!query.data) return <Loader size="sm" aria-label="Carregando" />;
  return render(query.data);
}
