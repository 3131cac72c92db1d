import { describe, expect, it } from 'vitest';
import { createDownloadLinks, VALIDADE_LINK_SEGUNDOS } from './download-links';

const SEGREDO = 'segredo-de-teste-com-mais-de-32-caracteres';
const LINK = { tipo: 'exportacao', id: 'a1', usuarioId: 'u1', sessaoId: 's1' };

describe('download links', () => {
  it('opens what it names, for its user, within its minute', () => {
    let agora = Date.parse('2026-11-25T12:00:00Z');
    const links = createDownloadLinks(SEGREDO, () => agora);
    const token = links.sign(LINK);
    expect(links.verify(token, 'exportacao')).toEqual(LINK);
    // Another kind of file, another key, a changed payload or signature: nothing.
    expect(links.verify(token, 'imagem')).toBeNull();
    expect(createDownloadLinks(`${SEGREDO}x`, () => agora).verify(token, 'exportacao')).toBeNull();
    const [payload, assinatura] = token.split('.');
    const outro = Buffer.from(JSON.stringify({ ...LINK, usuarioId: 'u2', exp: 9e9 })).toString(
      'base64url',
    );
    expect(links.verify(`${outro}.${assinatura}`, 'exportacao')).toBeNull();
    expect(links.verify(`${payload}.${assinatura}x`, 'exportacao')).toBeNull();
    // Every one-character change of the signature, the last one included (base64url's
    // ignored low bits of the last character would decode to the same bytes).
    for (const trocado of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_') {
      if (trocado === assinatura!.at(-1)) continue;
      expect(
        links.verify(`${payload}.${assinatura!.slice(0, -1)}${trocado}`, 'exportacao'),
      ).toBeNull();
    }
    expect(links.verify(`${payload}`, 'exportacao')).toBeNull();
    expect(links.verify('', 'exportacao')).toBeNull();
    // Expired.
    agora += (VALIDADE_LINK_SEGUNDOS + 1) * 1000;
    expect(links.verify(token, 'exportacao')).toBeNull();
  });
});
