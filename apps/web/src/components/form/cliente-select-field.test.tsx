import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { ClienteSelectField } from './cliente-select-field';
import { ModalForm } from './modal-form';
import { TextField } from './text-field';
import { useFormKit } from './use-form-kit';

const schema = z.object({ clienteId: z.string().optional(), nome: z.string().min(2) });

function DespachanteLikeForm({
  isRegistradora,
  isReadOnly = false,
  onSubmit = () => undefined,
}: {
  isRegistradora: boolean;
  isReadOnly?: boolean;
  onSubmit?: (values: z.output<typeof schema>) => void;
}) {
  const form = useFormKit(schema, {
    isClienteRequired: isRegistradora,
    defaultValues: { nome: '' },
  });
  return (
    <ModalForm form={form} onSubmit={onSubmit} onClose={() => undefined} isReadOnly={isReadOnly}>
      {isRegistradora && <ClienteSelectField label="Cliente" withAsterisk />}
      <TextField name="nome" label="Nome" withAsterisk />
    </ModalForm>
  );
}

describe('ClienteSelectField and the client rule', () => {
  it('offers the clients of the lookup and asks a registradora user for one', async () => {
    fakeApi({
      'GET /api/clientes/todos-combo': () =>
        jsonResponse([
          { id: 'c1', nomeFantasia: 'Banco Alfa' },
          { id: 'c2', nomeFantasia: 'Banco Beta' },
        ]),
    });
    const sent: unknown[] = [];
    renderWithProviders(<DespachanteLikeForm isRegistradora onSubmit={(v) => sent.push(v)} />);
    await userEvent.type(screen.getByLabelText(/^Nome/), 'Despacho');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.click(screen.getByRole('combobox', { name: /^Cliente/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Banco Beta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.queryByText('Campo obrigatório')).not.toBeInTheDocument();
    expect(sent).toEqual([{ clienteId: 'c2', nome: 'Despacho' }]);
  });

  it("leaves a client's user without the select and without the rule", async () => {
    const api = fakeApi({});
    const sent: unknown[] = [];
    renderWithProviders(
      <DespachanteLikeForm isRegistradora={false} onSubmit={(v) => sent.push(v)} />,
    );
    expect(screen.queryByRole('combobox', { name: /^Cliente/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    // The schema's own message for a blank minimum-length field stays (isBlankRequired is off).
    expect(await screen.findByText('Informe ao menos 2 caracteres')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Nome/), 'Despacho');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(sent).toEqual([{ nome: 'Despacho' }]);
    expect(api.calls).toHaveLength(0);
  });

  it('shows a read-only view: fields disabled, only Fechar', () => {
    fakeApi({ 'GET /api/clientes/todos-combo': () => jsonResponse([]) });
    renderWithProviders(<DespachanteLikeForm isRegistradora isReadOnly />);
    expect(screen.getByLabelText(/^Nome/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });
});
