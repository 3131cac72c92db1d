import { expect, test } from '@playwright/test';
import { formatCnpj, isValidCnpj } from '@portal/shared/common/documentos';
import { loginAndWaitForHome, openMenuItem, pickOption } from './support';

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const pick = (chars: string) => chars[Math.floor(Math.random() * chars.length)]!;

/**
 * A new alphanumeric CNPJ (IN RFB 2.229/2024): 12 characters of [0-9A-Z] with letters in the
 * root, and the two check digits the shared validator accepts (exactly one pair does).
 */
function alphanumericCnpj(): string {
  const base = Array.from({ length: 12 }, (_, i) =>
    i >= 2 && i <= 4 ? pick(LETTERS) : pick(ALPHANUMERIC),
  ).join('');
  for (let dv = 0; dv < 100; dv++) {
    const cnpj = base + String(dv).padStart(2, '0');
    if (isValidCnpj(cnpj)) return cnpj;
  }
  throw new Error(`no check digits for ${base}`);
}

test('an administrator registers a client with an alphanumeric CNPJ and a financial agent for it', async ({
  page,
}) => {
  const suffix = Date.now().toString(36).toUpperCase();
  const cliente = { nome: `Banco Alfa ${suffix}`, cnpj: alphanumericCnpj() };
  const agente = { nome: `Alfa Financeira ${suffix}`, cnpj: alphanumericCnpj() };

  await loginAndWaitForHome(page, 'administrador');
  await openMenuItem(page, 'Administrativo', 'Cadastros');
  await expect(page).toHaveURL(/\/vbconnection\/vbauto\/cliente$/);
  await expect(page.getByRole('heading', { name: 'Cadastros' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Clientes' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // The client, typed as a person would: the CNPJ in lower case, the masks at work.
  await page.getByRole('button', { name: 'Novo cliente' }).click();
  const clienteDialog = page.getByRole('dialog', { name: 'Novo cliente' });
  await clienteDialog.getByLabel(/^Razão social/).fill(`${cliente.nome} S.A.`);
  await clienteDialog.getByLabel(/^Nome fantasia/).fill(cliente.nome);
  const cnpjInput = clienteDialog.getByLabel(/^CNPJ/);
  await cnpjInput.pressSequentially(cliente.cnpj.toLowerCase());
  await expect(cnpjInput).toHaveValue(formatCnpj(cliente.cnpj));
  await clienteDialog.getByLabel(/^E-mail/).fill(`contato@alfa-${suffix.toLowerCase()}.test`);
  const telefone = clienteDialog.getByLabel(/^Telefone/);
  await telefone.pressSequentially('11987654321');
  await expect(telefone).toHaveValue('(11) 9 8765-4321');
  await clienteDialog.getByLabel(/^CEP/).pressSequentially('01310100');
  await expect(clienteDialog.getByLabel(/^CEP/)).toHaveValue('01310-100');
  await clienteDialog.getByLabel(/^Logradouro/).fill('Avenida Paulista');
  await clienteDialog.getByLabel(/^Número/).fill('1000');
  await clienteDialog.getByLabel(/^Bairro/).fill('Bela Vista');
  await pickOption(clienteDialog, /^UF/, 'SP - São Paulo', 'SP');
  await pickOption(clienteDialog, /^Município/, 'Campinas', 'Campinas');
  await clienteDialog.getByRole('switch', { name: /vbDETRANS/ }).check({ force: true });
  await clienteDialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Cliente cadastrado com sucesso!')).toBeVisible();
  await expect(clienteDialog).toBeHidden();

  // It is found in the list by its CNPJ, typed with the mask.
  const filtros = page.getByRole('form', { name: 'Filtros' });
  await filtros.getByLabel('CNPJ').pressSequentially(cliente.cnpj.slice(0, 8));
  await filtros.getByRole('button', { name: 'Pesquisar' }).click();
  const clientes = page.getByRole('table', { name: 'Clientes' });
  const clienteRow = clientes.getByRole('row', { name: new RegExp(cliente.nome) });
  await expect(clienteRow).toContainText(formatCnpj(cliente.cnpj));
  await expect(clienteRow).toContainText('vbDETRANS');
  await expect(page.getByText(/Total de Registros/)).toContainText('Total de Registros: 1');

  // The financial agent, for that client.
  await page.getByRole('tab', { name: 'Agentes Financeiros' }).click();
  await expect(page).toHaveURL(/\?aba=agentes-financeiros$/);
  await page.getByRole('button', { name: 'Novo agente financeiro' }).click();
  const agenteDialog = page.getByRole('dialog', { name: 'Novo agente financeiro' });
  await agenteDialog
    .getByLabel(/^Razão social/)
    .fill(`${agente.nome} S.A. Crédito e Financiamento`);
  await agenteDialog.getByLabel(/^Nome/).fill(agente.nome);
  await agenteDialog.getByLabel(/^CNPJ/).pressSequentially(agente.cnpj);
  await agenteDialog.getByLabel(/^Telefone/).pressSequentially('3132320000');
  await agenteDialog.getByLabel(/^CEP/).pressSequentially('30110000');
  await agenteDialog.getByLabel(/^Logradouro/).fill('Rua das Financeiras');
  await agenteDialog.getByLabel(/^Número/).fill('100');
  await agenteDialog.getByLabel(/^Bairro/).fill('Centro');
  await pickOption(agenteDialog, /^UF/, 'MG - Minas Gerais', 'MG');
  await pickOption(agenteDialog, /^Município/, 'Belo Horizonte', 'Belo Horiz');
  await pickOption(agenteDialog, /^Clientes/, cliente.nome, cliente.nome);
  await agenteDialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Agente financeiro cadastrado com sucesso!')).toBeVisible();
  await expect(agenteDialog).toBeHidden();

  // Choosing the client loads its agents: the new one, and only it.
  await pickOption(
    page.getByRole('form', { name: 'Filtros' }),
    /^Cliente/,
    cliente.nome,
    cliente.nome,
  );
  const agentes = page.getByRole('table', { name: 'Agentes financeiros' });
  const agenteRow = agentes.getByRole('row', { name: new RegExp(agente.nome) });
  await expect(agenteRow).toContainText(formatCnpj(agente.cnpj));
  await expect(agenteRow).toContainText('MG');
  await expect(page.getByText(/Total de Registros/)).toContainText('Total de Registros: 1');

  // The agent shows the client it works for.
  await agenteRow.getByRole('button', { name: `Visualizar ${agente.nome}` }).click();
  const visualizar = page.getByRole('dialog', { name: 'Agente financeiro' });
  await expect(visualizar.getByRole('table', { name: 'Clientes' })).toContainText(cliente.nome);
  // The foot's 'Fechar' (the title bar's X, named 'Fechar' too, has no text).
  await visualizar.getByRole('button', { name: 'Fechar' }).filter({ hasText: 'Fechar' }).click();

  // A reload comes back to the same tab.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Agentes Financeiros' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
