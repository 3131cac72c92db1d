import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { fill } from '../../../test/fill';
import { renderWithProviders } from '../../../test/render';
import { MaskedField } from './masked-field';
import { ModalForm } from './modal-form';
import { MoedaField } from './moeda-field';
import { useFormKit } from './use-form-kit';
import type { InputMaskName } from './input-masks';

const MASKS: InputMaskName[] = [
  'cpf',
  'cnpj',
  'cpfCnpj',
  'telefone',
  'cep',
  'placa',
  'chassi',
  'renavam',
];

const schema = z.object({
  ...Object.fromEntries(MASKS.map((mask) => [mask, z.string()])),
  valor: z.string().nullable(),
});

function MaskedForm({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const form = useFormKit(schema, {
    defaultValues: { ...Object.fromEntries(MASKS.map((mask) => [mask, ''])), valor: null },
  });
  return (
    <ModalForm form={form} onSubmit={onSubmit} onClose={() => undefined}>
      {MASKS.map((mask) => (
        <MaskedField key={mask} name={mask} mask={mask} label={mask} />
      ))}
      <MoedaField name="valor" label="Valor" />
    </ModalForm>
  );
}

describe('MaskedField', () => {
  it.each([
    ['cpf', '52998224725', '529.982.247-25'],
    ['cnpj', '12abc34501de35', '12.ABC.345/01DE-35'],
    ['cpfCnpj', '52998224725', '529.982.247-25'],
    ['cpfCnpj', '11222333000181', '11.222.333/0001-81'],
    ['telefone', '1933334444', '(19) 3333-4444'],
    ['telefone', '19988887777', '(19) 9 8888-7777'],
    ['cep', '01001000', '01001-000'],
    ['placa', 'abc1234', 'ABC-1234'],
    ['placa', 'abc1d23', 'ABC1D23'],
    ['chassi', '9bw zzz377vt004251xx', '9BWZZZ377VT004251'],
    ['renavam', '0123-4567-8901', '01234567890'],
  ] as const)('masks %s: %s -> %s', async (mask, typed, shown) => {
    renderWithProviders(<MaskedForm onSubmit={() => undefined} />);
    await fill(screen.getByLabelText(mask), typed);
    expect(screen.getByLabelText(mask)).toHaveValue(shown);
  });

  it('shows the placeholders and holds the masked text; money holds the decimal string', async () => {
    const sent: unknown[] = [];
    renderWithProviders(<MaskedForm onSubmit={(values) => sent.push(values)} />);
    expect(screen.getByLabelText('telefone')).toHaveAttribute('placeholder', '(00) 0 0000-0000');
    expect(screen.getByLabelText('cnpj')).toHaveAttribute('placeholder', '00.000.000/0000-00');
    await fill(screen.getByLabelText('cep'), '01001000');
    await userEvent.type(screen.getByLabelText('Valor'), '123456');
    expect(screen.getByLabelText('Valor')).toHaveValue('R$ 1.234,56');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(sent[0]).toMatchObject({ cep: '01001-000', valor: '1234.56' });
  });
});
