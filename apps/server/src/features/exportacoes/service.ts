import type { PageRequest } from '@portal/shared/common/paging';
import type { ExportacaoSituacao } from '@portal/shared/common/exportacao';
import type { Exportacao, ExportacaoPage, LinkDownload } from '@portal/shared/exportacoes/schemas';
import type { ArquivoInfo, ArquivoStore } from '../../lib/arquivos/store';
import type { DownloadLinks } from '../../lib/download-links';
import type { AuthContext } from '../../lib/auth-context';
import { AppError, orNotFound } from '../../lib/errors';
import { downloadHeaders, type ExportFormat } from '../../lib/export/download';
import type { Exporter, ExportFile } from '../../lib/export/exporter';
import type { ExportacaoRow, ExportacoesRepository } from './repository';

export const EXPORTACOES_MENSAGENS = {
  naoPronta: 'O arquivo desta exportação ainda não está pronto. Tente de novo em instantes.',
  falhou: 'Esta exportação falhou e não tem arquivo. Peça a exportação de novo.',
  semPermissao: 'Você não tem mais permissão para baixar o arquivo desta exportação.',
  linkInvalido:
    'O link de download expirou ou é inválido. Baixe o arquivo novamente em Minhas Exportações.',
} as const;

const TIPO_LINK = 'exportacao';

function toExportacao(row: ExportacaoRow): Exportacao {
  return {
    protocolo: row.protocolo,
    recurso: row.recurso,
    formato: row.formato as ExportFormat,
    situacao: row.situacao as ExportacaoSituacao,
    quantidadeRegistros: row.quantidadeRegistros,
    tamanho: row.tamanho ?? null,
    mensagem: row.mensagem,
    createdAt: row.createdAt.toISOString(),
    concluidaEm: row.concluidaEm?.toISOString() ?? null,
    expiraEm: row.expiraEm.toISOString(),
  };
}

/** 'Minhas Exportações': the caller's background exports and their files. */
export function createExportacoesService(
  repository: ExportacoesRepository,
  arquivos: ArquivoStore,
  exporter: Pick<Exporter, 'mayExportSource'>,
  links: DownloadLinks,
  resolveSessionById: (sessaoId: string) => Promise<AuthContext | null>,
) {
  const mayHave = (auth: AuthContext, row: ExportacaoRow) =>
    exporter.mayExportSource(auth, row.fonte) &&
    auth.clienteId === row.clienteId &&
    auth.fornecedorId === row.fornecedorId;

  /**
   * The export's file, when its user may have it now: still allowed to export it, from the
   * same organization (the file holds what the user could see when it was made), and ready.
   */
  async function entregavel(auth: AuthContext, row: ExportacaoRow) {
    if (!mayHave(auth, row)) throw new AppError('FORBIDDEN', EXPORTACOES_MENSAGENS.semPermissao);
    if (row.situacao === 'FALHOU') throw new AppError('CONFLICT', EXPORTACOES_MENSAGENS.falhou);
    const info =
      row.situacao === 'CONCLUIDA' && row.arquivoId ? await arquivos.info(row.arquivoId) : null;
    if (!info) throw new AppError('CONFLICT', EXPORTACOES_MENSAGENS.naoPronta);
    return { ...row, info };
  }

  function fileOf({ info }: { info: ArquivoInfo }): ExportFile {
    return {
      headers: { ...downloadHeaders(info.nome, info.tipo), 'content-length': String(info.tamanho) },
      body: arquivos.read(info),
    };
  }

  async function findOrFail(auth: AuthContext, protocolo: string): Promise<ExportacaoRow> {
    const row = orNotFound(await repository.find(auth, protocolo));
    return row;
  }

  return {
    async list(auth: AuthContext, page: PageRequest<'createdAt'>): Promise<ExportacaoPage> {
      const { content, totalElements } = await repository.list(auth, page);
      return { content: content.map(toExportacao), totalElements };
    },

    async get(auth: AuthContext, protocolo: string): Promise<Exportacao> {
      return toExportacao(await findOrFail(auth, protocolo));
    },

    /**
     * The generated file, streamed from the file store. Its export was audited when asked;
     * only its requester downloads it, as many times as needed until it expires.
     */
    async arquivo(auth: AuthContext, protocolo: string): Promise<ExportFile> {
      return fileOf(await entregavel(auth, await findOrFail(auth, protocolo)));
    },

    /**
     * A link that downloads the file by plain navigation for 60 s (the browser streams it to
     * disk), while the caller's session lives: the same checks as the download, now and again
     * when it is used.
     */
    async link(auth: AuthContext, protocolo: string): Promise<LinkDownload> {
      const row = await entregavel(auth, await findOrFail(auth, protocolo));
      const token = links.sign({
        tipo: TIPO_LINK,
        id: row.id,
        usuarioId: auth.usuarioId,
        sessaoId: auth.sessaoId,
      });
      return { url: `/api/publica/exportacoes/arquivo?token=${token}` };
    },

    /** The file a download link names, for its user as the user may see it now. */
    async arquivoPorLink(token: string): Promise<ExportFile> {
      const link = links.verify(token, TIPO_LINK);
      // Its session still live (no logout since), and still its user's.
      const sessao = link ? await resolveSessionById(link.sessaoId) : null;
      const auth = sessao?.usuarioId === link?.usuarioId ? sessao : null;
      const row = link && auth ? await repository.findById(auth, link.id) : null;
      if (!auth || !row || !mayHave(auth, row)) {
        // A public call never answers 403: a link its user may no longer use opens nothing.
        throw new AppError('NOT_FOUND', EXPORTACOES_MENSAGENS.linkInvalido);
      }
      return fileOf(await entregavel(auth, row));
    },
  };
}

export type ExportacoesService = ReturnType<typeof createExportacoesService>;
