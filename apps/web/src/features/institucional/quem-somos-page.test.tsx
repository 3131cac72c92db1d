import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONTATO } from '@portal/shared/common/brand';
import { renderApp } from '../../../test/render';

const location = () => screen.getByTestId('location').textContent;

describe("'Quem somos' (spec §1, §2.1)", () => {
  it('opens without login with the 2015-2024 timeline, newest first', async () => {
    renderApp('/quem-somos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quem somos' })).toBeVisible();
    const historia = screen.getByRole('list', { name: 'Nossa história, de 2024 a 2015' });
    const anos = within(historia)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.slice(0, 4));
    expect(anos).toEqual([
      '2024',
      '2023',
      '2022',
      '2021',
      '2020',
      '2019',
      '2018',
      '2017',
      '2016',
      '2015',
    ]);
  });

  it('holds the sections the footer links to: security, privacy, whistleblower channel, contact', async () => {
    renderApp('/quem-somos');
    await screen.findByRole('heading', { level: 1, name: 'Quem somos' });
    for (const [id, titulo] of [
      ['seguranca-da-informacao', 'Segurança da informação'],
      ['privacidade', 'Privacidade e proteção de dados (LGPD)'],
      ['canal-de-denuncias', 'Canal de denúncias'],
      ['contato', 'Fale conosco'],
    ] as const) {
      const secao = screen.getByRole('region', { name: titulo });
      expect(secao).toHaveAttribute('id', id);
    }
    const denuncias = screen.getByRole('region', { name: 'Canal de denúncias' });
    expect(within(denuncias).getByRole('link', { name: CONTATO.emailDenuncia })).toHaveAttribute(
      'href',
      `mailto:${CONTATO.emailDenuncia}`,
    );
  });

  it('leads to the public chassis status and to the pre-registration', async () => {
    renderApp('/quem-somos');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Quem somos' });
    await user.click(
      within(screen.getByRole('main')).getByRole('link', { name: 'Consultar status pelo chassi' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Status de Registro' }),
    ).toBeVisible();
    expect(location()).toBe('/vbexpress');
  });
});
