import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ACOES_PESSOA,
  acoesDisponiveis,
  alteracaoStatus,
  certidaoDisponivel,
  diagramaMermaid,
  EVENTOS_DETRAN,
  linhaDoTempoPublica,
  nomeDoPasso,
  pagamentoDoPedido,
  PEDIDO_STATUS_CODIGOS,
  statusPublico,
  transicao,
  type AcaoPessoaCodigo,
  type EventoDetranCodigo,
  type PedidoStatus,
} from './pedido-estados';

// Written out by hand, apart from the table it checks: every allowed move, as
// 'ACTION: FROM -> TO'. Every pair (state, action) not listed here must be refused.
const PERMITIDAS = `
BAIXAR: REGISTRADO -> BAIXADO
BAIXAR_DETRAN: REGISTRADO -> BAIXA_SOLICITADA
CANCELAR: RECEBIDO -> CANCELADO
CANCELAR: AGUARDANDO_DETRAN -> CANCELADO
CANCELAR: NAO_REGISTRADO -> CANCELADO
CANCELAR_DETRAN: REGISTRADO -> CANCELAMENTO_SOLICITADO
REPROCESSAR: NAO_REGISTRADO -> EM_REPROCESSAMENTO
REPROCESSAR: AGUARDANDO_DETRAN -> EM_REPROCESSAMENTO
EDITAR_REGISTRO: RECEBIDO -> RECEBIDO
EDITAR_REGISTRO: AGUARDANDO_DETRAN -> AGUARDANDO_DETRAN
EDITAR_REGISTRO: NAO_REGISTRADO -> NAO_REGISTRADO
ALTERAR_NUMERO_CONTRATO: RECEBIDO -> RECEBIDO
ALTERAR_NUMERO_CONTRATO: AGUARDANDO_DETRAN -> AGUARDANDO_DETRAN
ALTERAR_NUMERO_CONTRATO: NAO_REGISTRADO -> NAO_REGISTRADO
ALTERAR_TAXA: RECEBIDO -> RECEBIDO
ALTERAR_TAXA: AGUARDANDO_DETRAN -> AGUARDANDO_DETRAN
ALTERAR_TAXA: ENVIADO -> ENVIADO
ALTERAR_TAXA: EM_REPROCESSAMENTO -> EM_REPROCESSAMENTO
ALTERAR_TAXA: REGISTRADO -> REGISTRADO
ALTERAR_TAXA: NAO_REGISTRADO -> NAO_REGISTRADO
ALTERAR_TAXA: BAIXA_SOLICITADA -> BAIXA_SOLICITADA
ALTERAR_TAXA: BAIXADO -> BAIXADO
ALTERAR_TAXA: CANCELAMENTO_SOLICITADO -> CANCELAMENTO_SOLICITADO
DETRAN_INDISPONIVEL: RECEBIDO -> AGUARDANDO_DETRAN
DETRAN_INDISPONIVEL: EM_REPROCESSAMENTO -> AGUARDANDO_DETRAN
DETRAN_RECEBEU: RECEBIDO -> ENVIADO
DETRAN_RECEBEU: AGUARDANDO_DETRAN -> ENVIADO
DETRAN_RECEBEU: EM_REPROCESSAMENTO -> ENVIADO
DETRAN_RECEBEU: ENVIADO -> ENVIADO
DETRAN_REGISTROU: RECEBIDO -> REGISTRADO
DETRAN_REGISTROU: AGUARDANDO_DETRAN -> REGISTRADO
DETRAN_REGISTROU: EM_REPROCESSAMENTO -> REGISTRADO
DETRAN_REGISTROU: ENVIADO -> REGISTRADO
DETRAN_RECUSOU: RECEBIDO -> NAO_REGISTRADO
DETRAN_RECUSOU: AGUARDANDO_DETRAN -> NAO_REGISTRADO
DETRAN_RECUSOU: EM_REPROCESSAMENTO -> NAO_REGISTRADO
DETRAN_RECUSOU: ENVIADO -> NAO_REGISTRADO
DETRAN_BAIXOU: BAIXA_SOLICITADA -> BAIXADO
DETRAN_CANCELOU: CANCELAMENTO_SOLICITADO -> CANCELADO
DETRAN_RECUSOU_BAIXA_OU_CANCELAMENTO: BAIXA_SOLICITADA -> REGISTRADO
DETRAN_RECUSOU_BAIXA_OU_CANCELAMENTO: CANCELAMENTO_SOLICITADO -> REGISTRADO
`
  .trim()
  .split('\n');

const ACOES = [...Object.keys(ACOES_PESSOA), ...Object.keys(EVENTOS_DETRAN)] as (
  AcaoPessoaCodigo | EventoDetranCodigo
)[];

describe('order lifecycle', () => {
  const pares = PEDIDO_STATUS_CODIGOS.flatMap((status) =>
    ACOES.map((acao) => [status, acao] as const),
  );

  it.each(pares)('from %s, %s is allowed only where the table says', (status, acao) => {
    const permitida = PERMITIDAS.find((linha) => linha.startsWith(`${acao}: ${status} ->`));
    const resultado = transicao(status, acao);
    if (permitida) {
      expect(resultado).toEqual({ permitida: true, para: permitida.split(' -> ')[1] });
    } else {
      expect(resultado).toEqual({
        permitida: false,
        motivo: expect.stringMatching(/^Não é possível/),
      });
    }
  });

  it('says why a refused action is refused, in Portuguese', () => {
    expect(transicao('REGISTRADO', 'EDITAR_REGISTRO')).toEqual({
      permitida: false,
      motivo: 'Não é possível corrigir dados: o pedido está registrado.',
    });
    expect(transicao('CANCELADO', 'REPROCESSAR')).toEqual({
      permitida: false,
      motivo: 'Não é possível reprocessar: o pedido está cancelado.',
    });
    expect(transicao('ENVIADO', 'CANCELAR')).toEqual({
      permitida: false,
      motivo: 'Não é possível cancelar: o pedido está enviado ao Detran.',
    });
  });

  it('never leaves a final state by an action or a Detran answer', () => {
    for (const final of ['BAIXADO', 'CANCELADO'] as PedidoStatus[]) {
      for (const acao of ACOES) {
        const resultado = transicao(final, acao);
        if (resultado.permitida) expect(resultado.para).toBe(final);
      }
    }
  });

  it('lets the audited status change set only settled states, and not the current one', () => {
    expect(alteracaoStatus('ENVIADO', 'REGISTRADO')).toEqual({
      permitida: true,
      para: 'REGISTRADO',
    });
    expect(alteracaoStatus('REGISTRADO', 'CANCELADO')).toEqual({
      permitida: true,
      para: 'CANCELADO',
    });
    expect(alteracaoStatus('REGISTRADO', 'REGISTRADO')).toEqual({
      permitida: false,
      motivo: 'O pedido já está registrado.',
    });
    expect(alteracaoStatus('REGISTRADO', 'ENVIADO')).toMatchObject({ permitida: false });
    expect(alteracaoStatus('NAO_REGISTRADO', 'EM_REPROCESSAMENTO')).toMatchObject({
      permitida: false,
      motivo: expect.stringContaining('registrado, não registrado, baixado, cancelado'),
    });
  });

  it('offers a person only the actions the state allows and the roles grant', () => {
    expect(acoesDisponiveis('REGISTRADO', ['CONTRATO_CANCELAR', 'CONTRATO_EDITAR'])).toEqual([
      'BAIXAR',
      'BAIXAR_DETRAN',
      'CANCELAR_DETRAN',
      'ALTERAR_TAXA',
    ]);
    expect(acoesDisponiveis('NAO_REGISTRADO', ['CONTRATO_REPROCESSAR'])).toEqual(['REPROCESSAR']);
    expect(acoesDisponiveis('NAO_REGISTRADO', ['CONTRATO_CONSULTAR'])).toEqual([]);
    expect(acoesDisponiveis('CANCELADO', ['CONTRATO_CANCELAR', 'CONTRATO_EDITAR'])).toEqual([]);
  });

  it('derives the public states of spec §4', () => {
    expect(statusPublico('RECEBIDO')).toBe('REGISTRO_EM_PROCESSO');
    expect(statusPublico('AGUARDANDO_DETRAN')).toBe('REGISTRO_EM_PROCESSO');
    expect(statusPublico('ENVIADO')).toBe('REGISTRO_EM_PROCESSO');
    expect(statusPublico('EM_REPROCESSAMENTO')).toBe('REGISTRO_EM_PROCESSO');
    expect(statusPublico('NAO_REGISTRADO')).toBe('REGISTRO_NAO_REALIZADO');
    expect(statusPublico('REGISTRADO')).toBe('REGISTRO_COM_SUCESSO');
    expect(statusPublico('BAIXADO')).toBe('REGISTRO_COM_SUCESSO');
    expect(statusPublico('CANCELADO')).toBeNull();
  });

  it('builds the public timeline from the history, one item per public state reached', () => {
    expect(
      linhaDoTempoPublica([
        { status: 'RECEBIDO', em: '2026-11-01T10:00:00Z' },
        { status: 'ENVIADO', em: '2026-11-01T10:00:05Z' },
        { status: 'NAO_REGISTRADO', em: '2026-11-01T10:10:00Z' },
        { status: 'EM_REPROCESSAMENTO', em: '2026-11-02T09:00:00Z' },
        { status: 'REGISTRADO', em: '2026-11-02T09:00:03Z' },
        { status: 'BAIXADO', em: '2027-05-02T09:00:03Z' },
      ]),
    ).toEqual([
      { status: 'REGISTRO_EM_PROCESSO', em: '2026-11-01T10:00:00Z' },
      { status: 'REGISTRO_NAO_REALIZADO', em: '2026-11-01T10:10:00Z' },
      { status: 'REGISTRO_EM_PROCESSO', em: '2026-11-02T09:00:00Z' },
      { status: 'REGISTRO_COM_SUCESSO', em: '2026-11-02T09:00:03Z' },
    ]);
  });

  it('is drawn in docs/contratos.md exactly as the table is now', () => {
    const doc = readFileSync(new URL('../../../../docs/contratos.md', import.meta.url), 'utf8');
    expect(doc).toContain('```mermaid\n' + diagramaMermaid() + '\n```');
  });
});

describe('nomeDoPasso', () => {
  it('names every step a history can hold, in Portuguese', () => {
    expect(nomeDoPasso('REGISTRAR')).toBe('Pedido recebido pelo portal');
    expect(nomeDoPasso('REGISTRAR_ADITIVO')).toBe('Aditivo recebido pelo portal');
    expect(nomeDoPasso('ALTERAR_CONTRATO')).toBe('Alteração de contrato recebida pelo portal');
    expect(nomeDoPasso('ALTERAR_ADITIVO')).toBe('Alteração de aditivo recebida pelo portal');
    expect(nomeDoPasso('BAIXAR')).toBe('Dar baixa');
    expect(nomeDoPasso('DETRAN_RECUSOU')).toBe('Inconsistência apontada pelo Detran');
    expect(nomeDoPasso('ALTERAR_STATUS')).toBe('Alterar status');
    expect(nomeDoPasso('OUTRO')).toBe('OUTRO');
  });
});

describe('certificates and the paid check', () => {
  // Written out by hand: the certificate each state allows, and whether its fee is paid.
  const ESPERADO: Record<PedidoStatus, [string | null, boolean]> = {
    RECEBIDO: [null, false],
    AGUARDANDO_DETRAN: [null, false],
    ENVIADO: [null, false],
    EM_REPROCESSAMENTO: [null, false],
    NAO_REGISTRADO: [null, false],
    REGISTRADO: ['REGISTRO', true],
    BAIXA_SOLICITADA: ['REGISTRO', true],
    CANCELAMENTO_SOLICITADO: ['REGISTRO', true],
    BAIXADO: ['QUITACAO', true],
    CANCELADO: [null, false],
  };

  it.each(PEDIDO_STATUS_CODIGOS)('%s', (status) => {
    const [tipo, pago] = ESPERADO[status];
    expect(certidaoDisponivel(status, ['GERA_CERTIDAO'])).toMatchObject({
      pode: tipo !== null,
      tipo,
    });
    expect(certidaoDisponivel(status, [])).toMatchObject({ pode: false, tipo });
    expect(pagamentoDoPedido(status).pago).toBe(pago);
  });
});
