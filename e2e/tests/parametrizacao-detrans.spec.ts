import { expect, test } from '@playwright/test';
import { expectNotice, loginAndWaitForHome, searchList, setSwitch, uniqueSuffix } from './support';

// Detrans no other flow reads; each repetition of this flow edits one of its own.
const UFS = ['AC', 'AP', 'RR'] as const;

test('an administrator edits a Detran, deactivates it and activates it again', async ({
  page,
}, testInfo) => {
  const uf = UFS[testInfo.repeatEachIndex % UFS.length]!;
  const nome = `Detran-${uf}`;
  const descricao = `Atendimento pelo portal ${uniqueSuffix()}`;
  const email = `registro-${uf.toLowerCase()}@detran.test`;

  await loginAndWaitForHome(page, 'administrador');
  await page.goto('/vbconnection/vbauto/detran');
  await expect(page.getByRole('heading', { name: 'Detrans' })).toBeVisible();
  await searchList(page, { Nome: nome });
  const row = page.getByRole('row', { name: new RegExp(`${nome}\\b`) });
  await expect(row).toContainText('Ativo');

  // An e-mail without its domain is refused under the field; the dialog keeps what was typed.
  await row.getByRole('button', { name: `Editar ${nome}` }).click();
  const editar = page.getByRole('dialog', { name: 'Editar Detran' });
  await expect(editar.getByRole('textbox', { name: 'Nome' })).toHaveValue(nome);
  await editar.getByRole('textbox', { name: 'Descrição' }).fill(descricao);
  await editar.getByRole('textbox', { name: 'E-mail' }).fill('registro@');
  await editar.getByRole('button', { name: 'Salvar' }).click();
  await expect(editar.getByText('Email inválido')).toBeVisible();
  await expect(editar.getByRole('textbox', { name: 'E-mail' })).toHaveValue('registro@');
  await expect(editar.getByRole('textbox', { name: 'Descrição' })).toHaveValue(descricao);

  // Then a valid e-mail and the Ativo switch off: the list and the UFs' summary say so.
  await editar.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await setSwitch(editar, 'Ativo', false);
  await editar.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Detran alterado com sucesso!');
  await expect(editar).toBeHidden();
  await expect(row).toContainText(descricao);
  await expect(row).toContainText(email);
  await expect(row).toContainText('Inativo');
  await expect(page.getByText(/UFs sem Detran ativo/)).toContainText(uf);

  // Activated again: the next change shows a notice of its own.
  await row.getByRole('button', { name: `Editar ${nome}` }).click();
  await setSwitch(editar, 'Ativo', true);
  await editar.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Detran alterado com sucesso!');
  await expect(editar).toBeHidden();
  await expect(row).toContainText('Ativo');
  await expect(row).not.toContainText('Inativo');
});
