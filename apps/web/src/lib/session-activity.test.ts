import { describe, expect, it } from 'vitest';
import { isWorkCall } from './session-activity';

const API = 'http://localhost:3000/api';
const ok = (headers: Record<string, string> = {}) => new Response('{}', { headers });

describe('what renews the session (spec §4: searches, uploads, downloads)', () => {
  it('counts a search, an upload and a download', () => {
    expect(isWorkCall(new Request(`${API}/v2/pedidos/consultar`, { method: 'POST' }), ok())).toBe(
      true,
    );
    const upload = new Request(`${API}/arquivos/new`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--',
    });
    expect(isWorkCall(upload, ok())).toBe(true);
    const download = ok({ 'content-disposition': 'attachment; filename="pedidos.csv"' });
    expect(isWorkCall(new Request(`${API}/fornecedores/csv`), download)).toBe(true);
  });

  it('does not count other calls, nor a search that failed', () => {
    expect(isWorkCall(new Request(`${API}/clientes/todos-combo`), ok())).toBe(false);
    expect(isWorkCall(new Request(`${API}/clientes`, { method: 'POST' }), ok())).toBe(false);
    const failed = new Response('[]', { status: 400 });
    expect(isWorkCall(new Request(`${API}/clientes/consultar`, { method: 'POST' }), failed)).toBe(
      false,
    );
  });
});
