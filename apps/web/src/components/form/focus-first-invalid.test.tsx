import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Modal } from '@mantine/core';
import { z } from 'zod';
import { renderWithProviders } from '../../../test/render';
import { MaskedField } from './masked-field';
import { ModalForm } from './modal-form';
import { TextField } from './text-field';
import { useFormKit } from './use-form-kit';

const schema = z.object({
  telefone: z.string().min(1),
  nome: z.string().min(1),
  email: z.string().min(1),
});

/** The kit's dialog as a register page opens it. */
function NovoDialog() {
  const form = useFormKit(schema, { defaultValues: { telefone: '', nome: '', email: '' } });
  return (
    <Modal opened onClose={() => undefined} title="Novo cadastro">
      <ModalForm form={form} onClose={() => undefined} onSubmit={() => undefined}>
        {/* A controlled field first: react-hook-form holds no element of it to focus. */}
        <MaskedField name="telefone" label="Telefone" mask="telefone" />
        <TextField name="nome" label="Nome" />
        <TextField name="email" label="E-mail" />
      </ModalForm>
    </Modal>
  );
}

describe('a form dialog of the kit', () => {
  it("has a close button named 'Fechar'", () => {
    renderWithProviders(<NovoDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Novo cadastro' });
    expect(dialog.querySelector('.mantine-Modal-close')).toHaveAccessibleName('Fechar');
  });

  it('moves focus to the first invalid field, in reading order, after a refused save', async () => {
    renderWithProviders(<NovoDialog />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByLabelText('Telefone')).toHaveFocus());

    await userEvent.type(screen.getByLabelText('Telefone'), '11987654321');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveFocus());

    await userEvent.type(screen.getByLabelText('Nome'), 'Ana');
    await userEvent.clear(screen.getByLabelText('E-mail'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
  });
});
