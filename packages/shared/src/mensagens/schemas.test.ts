import { describe, expect, it } from 'vitest';
import { canPublishTo, MENSAGEM_DESTINO_CODIGOS } from './schemas';

const destinosOf = (vinculo: Parameters<typeof canPublishTo>[0]) =>
  MENSAGEM_DESTINO_CODIGOS.filter((destino) => canPublishTo(vinculo, destino));

describe('who publishes an administrative message to whom', () => {
  it('lets the registradora publish to anyone, a client’s user to its own client, a supplier’s to none', () => {
    expect(destinosOf('REGISTRADORA')).toEqual(['TODOS', 'PERFIL', 'CLIENTE']);
    expect(destinosOf('CLIENTE')).toEqual(['PERFIL', 'CLIENTE']);
    expect(destinosOf('FORNECEDOR')).toEqual([]);
  });
});
