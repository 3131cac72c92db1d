import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import ValidadorCpfCnpjDialog from './validador-cpf-cnpj-dialog';

const PREFIX = '/api/validadores/cpf-cnpj/';

/** The server's answer for a few documents, as GET validadores/cpf-cnpj/{n} gives it. */
const ANSWERS: Record<string, { valido: boolean; tipo: 'CPF' | 'CNPJ' }> = {
  '52998224725': { valido: true, tipo: 'CPF' },
  '52998224724': { valido: false, tipo: 'CPF' },
  '12ABC34501DE35': { valido: true, tipo: 'CNPJ' },
  '12ABC34501DE36': { valido: false, tipo: 'CNPJ' },
};

function serveValidador() {
  return fakeApi(
    Object.fromEntries(
      Object.entries(ANSWERS).map(([documento, answer]) => [
        `GET ${PREFIX}${documento}`,
        () => jsonResponse({ ...answer, documento, formatado: null }),
      ]),
    ),
  );
}

async function validate(numero: string) {
  renderWithProviders(<ValidadorCpfCnpjDialog opened onClose={() => undefined} />);
  const input = screen.getByLabelText('CPF/CNPJ');
  await userEvent.type(input, numero);
  await userEvent.click(screen.getByRole('button', { name: 'Validar' }));
}

const pathsOf = (calls: Request[]) => calls.map((call) => new URL(call.url).pathname);

describe('CPF/CNPJ validator dialog (spec §5)', () => {
  it.each([
    ['529.982.247-25', '52998224725', 'CPF Válido!'],
    ['529.982.247-24', '52998224724', 'CPF Inválido!'],
    ['12.ABC.345/01DE-35', '12ABC34501DE35', 'CNPJ Válido!'],
    ['12.ABC.345/01DE-36', '12ABC34501DE36', 'CNPJ Inválido!'],
  ])('%s: asks the server for %s and shows %s', async (numero, documento, message) => {
    const { calls } = serveValidador();
    await validate(numero);
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(pathsOf(calls)).toEqual([`${PREFIX}${documento}`]);
  });

  it('strips separators and spaces and upper-cases the letters of a CNPJ', async () => {
    const { calls } = serveValidador();
    await validate(' 12.abc.345 / 01de-35 ');
    expect(await screen.findByRole('status')).toHaveTextContent('CNPJ Válido!');
    expect(pathsOf(calls)).toEqual([`${PREFIX}12ABC34501DE35`]);
  });

  it.each(['123.456', '529.982.247-2', '12.ABC.345/01DE-355', '1234567890123'])(
    'reports %s invalid without calling the server',
    async (numero) => {
      const { calls } = serveValidador();
      await validate(numero);
      expect(await screen.findByRole('status')).toHaveTextContent('CPF/CNPJ Inválido!');
      expect(calls).toHaveLength(0);
    },
  );

  it('asks for a value when only separators were typed', async () => {
    const { calls } = serveValidador();
    await validate(' ./- ');
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('clears the result when the number changes', async () => {
    serveValidador();
    await validate('529.982.247-25');
    expect(await screen.findByRole('status')).toHaveTextContent('CPF Válido!');
    await userEvent.type(screen.getByLabelText('CPF/CNPJ'), '9');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows no result when the call fails (the global notice tells why)', async () => {
    const { calls } = fakeApi({
      [`GET ${PREFIX}52998224725`]: () => jsonResponse([{ mensagem: 'Falhou.' }], 400),
    });
    await validate('529.982.247-25');
    expect(await screen.findByText('Falhou.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
