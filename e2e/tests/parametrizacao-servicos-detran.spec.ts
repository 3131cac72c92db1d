import { expect, test } from '@playwright/test';
import {
  deleteRow,
  expectNotice,
  loginAndWaitForHome,
  pickOption,
  searchList,
  uniqueSuffix,
} from './support';

test('an administrator prices a service for Detran-MG, edits the price, meets the overlap refusal and deletes it', async ({
  page,
}) => {
  // A service type of its own, so that no other flow's prices share its periods.
  const nome = `Baixa de Gravame ${uniqueSuffix()}`;
  const codigo = String(5500 + Math.floor(Math.random() * 4500));
  const servico = `${codigo} - ${nome}`;

  await loginAndWaitForHome(page, 'administrador');
  await page.goto('/vbconnection/vbauto/servico');
  await page.getByRole('button', { name: 'Novo serviço' }).click();
  const novoServico = page.getByRole('dialog', { name: 'Novo serviço' });
  await novoServico.getByRole('textbox', { name: 'Código' }).fill(codigo);
  await novoServico.getByRole('textbox', { name: 'Nome' }).fill(nome);
  await novoServico.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Serviço cadastrado com sucesso!');

  await page.getByRole('link', { name: 'Preços por Detran' }).click();
  await expect(page).toHaveURL(/\/vbconnection\/vbauto\/servico-detran$/);
  await expect(page.getByRole('heading', { name: 'Serviços Detran' })).toBeVisible();

  // Create: R$ 1.234,56 for 2031, typed as money.
  await page.getByRole('button', { name: 'Novo preço' }).click();
  const novo = page.getByRole('dialog', { name: 'Novo preço' });
  await pickOption(novo, 'Detran / destino', 'Detran-MG (MG)', 'MG');
  await pickOption(novo, 'Serviço', servico, codigo);
  const valor = novo.getByRole('textbox', { name: 'Valor' });
  await valor.pressSequentially('123456');
  await expect(valor).toHaveValue('R$ 1.234,56');
  await novo.getByLabel('Início da vigência').fill('2031-01-01');
  await novo.getByLabel('Fim da vigência').fill('2031-12-31');
  await novo.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Preço cadastrado com sucesso!');
  await expect(novo).toBeHidden();

  const filtros = page.getByRole('form', { name: 'Filtros' });
  await pickOption(filtros, 'Serviço', servico, codigo);
  await searchList(page, {});
  const row = page.getByRole('row', { name: new RegExp(nome) });
  await expect(row).toContainText('MG');
  await expect(row).toContainText('Detran-MG');
  await expect(row).toContainText(servico);
  await expect(row).toContainText('R$ 1.234,56');
  await expect(row).toContainText('01/01/2031 a 31/12/2031');

  // Edit: a new value; the period stays.
  await row.getByRole('button', { name: `Editar ${nome} Detran-MG` }).click();
  const editar = page.getByRole('dialog', { name: 'Editar preço' });
  const novoValor = editar.getByRole('textbox', { name: 'Valor' });
  await expect(novoValor).toHaveValue('R$ 1.234,56');
  await novoValor.fill('');
  await novoValor.pressSequentially('250000');
  await expect(novoValor).toHaveValue('R$ 2.500,00');
  await editar.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Preço alterado com sucesso!');
  await expect(editar).toBeHidden();
  await expect(row).toContainText('R$ 2.500,00');

  // A second price whose period shares days with the first is refused under its start date;
  // the dialog keeps what was typed.
  await page.getByRole('button', { name: 'Novo preço' }).click();
  const sobreposto = page.getByRole('dialog', { name: 'Novo preço' });
  await pickOption(sobreposto, 'Detran / destino', 'Detran-MG (MG)', 'MG');
  await pickOption(sobreposto, 'Serviço', servico, codigo);
  await sobreposto.getByRole('textbox', { name: 'Valor' }).pressSequentially('99900');
  await sobreposto.getByLabel('Início da vigência').fill('2031-07-01');
  await sobreposto.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    sobreposto.getByText(
      'Já existe um preço deste serviço para este fornecedor vigente de 01/01/2031 a 31/12/2031: os períodos de vigência não podem se sobrepor.',
    ),
  ).toBeVisible();
  await expect(sobreposto.getByRole('textbox', { name: 'Valor' })).toHaveValue('R$ 999,00');
  await expect(sobreposto.getByLabel('Início da vigência')).toHaveValue('2031-07-01');
  await sobreposto.getByRole('button', { name: 'Cancelar' }).click();
  await expect(sobreposto).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(nome) })).toHaveCount(1);

  await deleteRow(page, row, `${nome} Detran-MG`, {
    title: 'Excluir preço',
    question: `Deseja realmente excluir o preço de ${nome} do Detran-MG?`,
    notice: 'Preço excluído com sucesso!',
  });
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();

  // The service type, priced no more, leaves with its price.
  await page.getByRole('link', { name: 'Tipos de serviço' }).click();
  await searchList(page, { Nome: nome });
  await deleteRow(page, page.getByRole('row', { name: new RegExp(nome) }), nome, {
    title: 'Excluir serviço',
    question: `Deseja realmente excluir o serviço ${nome}?`,
    notice: 'Serviço excluído com sucesso!',
  });
});
