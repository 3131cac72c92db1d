import { useWatch } from 'react-hook-form';
import { SimpleGrid } from '@mantine/core';
import type { z } from 'zod';
import {
  canPublishTo,
  MENSAGEM_DESTINOS,
  MENSAGEM_DESTINO_CODIGOS,
  MENSAGEM_TEXTO_MAX,
  mensagemInputSchema,
  type Mensagem,
  type MensagemInput,
} from '@portal/shared/mensagens/schemas';
import { PERFIS, type PerfilCodigo, type Vinculo } from '@portal/shared/usuarios/perfis';
import { CadastroFormModal, type CadastroDialog } from '../../components/cadastro-form-modal';
import { ClienteSelectField } from '../../components/form/cliente-select-field';
import { DateField } from '../../components/form/date-field';
import { ModalForm } from '../../components/form/modal-form';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { useFormKit } from '../../components/form/use-form-kit';
import { hoje } from '../../lib/dates';
import { fetchMensagem, MENSAGENS_QUERY_KEY, saveMensagem } from './mensagens-api';
import { MENSAGEM_LABELS as L } from './mensagens.labels';
import { useFormSave } from '../../components/form/use-form-save';

export type MensagemDialog = CadastroDialog;

type FormValues = z.input<typeof mensagemInputSchema>;

const PERFIL_OPTIONS = (Object.keys(PERFIS) as PerfilCodigo[])
  .filter((codigo) => PERFIS[codigo].ativo)
  .map((value) => ({ value, label: PERFIS[value].label }));

function valuesOf(m: Mensagem): FormValues {
  return {
    titulo: m.titulo,
    texto: m.texto,
    destino: m.destino,
    perfil: (m.perfil as PerfilCodigo | null) ?? null,
    clienteId: m.cliente?.id ?? null,
    dataInicio: m.dataInicio,
    dataFim: m.dataFim,
  };
}

export interface MensagemFormModalProps {
  dialog: MensagemDialog;
  onClose: () => void;
  /**
   * Whom the user works for: the registradora publishes to everyone and chooses the client; a
   * client's user, to its own (MENSAGEM_DESTINOS_POR_VINCULO).
   */
  vinculo: Vinculo;
}

/** Publish, edit or view an administrative message; the list refreshes after a save. */
export function MensagemFormModal({ dialog, onClose, vinculo }: MensagemFormModalProps) {
  return (
    <CadastroFormModal
      dialog={dialog}
      onClose={onClose}
      titles={{ criar: L.tituloNovo, editar: L.tituloEditar, visualizar: L.tituloVisualizar }}
      queryKey={MENSAGENS_QUERY_KEY}
      fetchById={fetchMensagem}
      renderNew={() => <MensagemForm onClose={onClose} vinculo={vinculo} />}
      renderExisting={(mensagem, mode) => (
        <MensagemForm
          mensagem={mensagem}
          isReadOnly={mode === 'visualizar'}
          onClose={onClose}
          vinculo={vinculo}
        />
      )}
    />
  );
}

function MensagemForm({
  mensagem,
  isReadOnly = false,
  onClose,
  vinculo,
}: {
  mensagem?: Mensagem;
  isReadOnly?: boolean;
  onClose: () => void;
  vinculo: Vinculo;
}) {
  const form = useFormKit(mensagemInputSchema, {
    defaultValues: mensagem
      ? valuesOf(mensagem)
      : {
          titulo: '',
          texto: '',
          destino: canPublishTo(vinculo, 'TODOS') ? 'TODOS' : 'CLIENTE',
          perfil: null,
          clienteId: null,
          dataInicio: hoje(),
          dataFim: hoje(),
        },
  });
  const save = useFormSave(form, {
    save: (input: MensagemInput) => saveMensagem(mensagem?.id ?? null, input),
    successMessage: mensagem ? L.alterada : L.publicada,
    refresh: [MENSAGENS_QUERY_KEY],
    onSaved: onClose,
  });

  return (
    <ModalForm
      form={form}
      onSubmit={(values) => save.mutate(values)}
      onClose={onClose}
      isReadOnly={isReadOnly}
      isPending={save.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextField name="titulo" label={L.titulo} withAsterisk maxLength={150} />
        <DestinoFields vinculo={vinculo} mensagem={mensagem} />
        <DateField name="dataInicio" label={L.dataInicio} withAsterisk />
        <DateField name="dataFim" label={L.dataFim} withAsterisk />
      </SimpleGrid>
      <TextareaField
        name="texto"
        label={L.texto}
        withAsterisk
        mt="sm"
        autosize
        minRows={4}
        maxRows={10}
        maxLength={MENSAGEM_TEXTO_MAX}
      />
    </ModalForm>
  );
}

/** Who receives it: what the user may publish to (everyone, a profile, a client's users). */
function DestinoFields({ vinculo, mensagem }: { vinculo: Vinculo; mensagem?: Mensagem }) {
  const destino = useWatch({ name: 'destino' }) as FormValues['destino'];
  const isRegistradora = vinculo === 'REGISTRADORA';
  const destinos = MENSAGEM_DESTINO_CODIGOS.filter((d) => canPublishTo(vinculo, d)).map(
    (value) => ({
      value,
      label:
        value === 'CLIENTE' && !isRegistradora
          ? 'Todos os usuários do meu cliente'
          : MENSAGEM_DESTINOS[value],
    }),
  );
  const current = mensagem?.cliente
    ? { id: mensagem.cliente.id, nomeFantasia: mensagem.cliente.nome }
    : undefined;
  return (
    <>
      <SelectField
        name="destino"
        label={L.destino}
        withAsterisk
        data={destinos}
        allowDeselect={false}
      />
      {destino === 'PERFIL' && (
        <SelectField
          name="perfil"
          label={L.perfil}
          withAsterisk
          searchable
          data={PERFIL_OPTIONS}
          parse={(option) => option}
        />
      )}
      {isRegistradora && destino === 'CLIENTE' && (
        <ClienteSelectField
          label={L.cliente}
          withAsterisk
          current={current}
          parse={(option) => option}
          nothingFoundMessage={L.nenhum}
        />
      )}
      {isRegistradora && destino === 'PERFIL' && (
        <ClienteSelectField
          label={L.clientePerfil}
          clearable
          current={current}
          parse={(option) => option}
          nothingFoundMessage={L.nenhum}
        />
      )}
    </>
  );
}
