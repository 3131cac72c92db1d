import PDFDocument from 'pdfkit';
import { PROVEDOR } from '@portal/shared/common/brand';
import type { DocumentoPublico } from '@portal/shared/contratos/certidao-schemas';
import type { TipoCertidao } from '@portal/shared/contratos/pedido-estados';

/** One labelled line of a section. */
export type Linha = [rotulo: string, valor: string];

/** A certificate, already in words: the service decides what it says, this only lays it out. */
export interface CertidaoTexto {
  documento: DocumentoPublico;
  tipo: TipoCertidao;
  protocolo: string;
  /** The opening statement ("Certificamos que..."). */
  declaracao: string;
  secoes: { titulo: string; linhas: Linha[] }[];
  emitidaEm: string;
  codigo: string;
  urlVerificacao: string;
}

const TITULOS: Record<DocumentoPublico, Record<TipoCertidao, string>> = {
  certidao_inteiro_teor_contrato: {
    REGISTRO: 'Certidão de inteiro teor do registro de contrato',
    QUITACAO: 'Certidão de inteiro teor do registro de contrato quitado',
  },
  certidao_simplificada_contrato: {
    REGISTRO: 'Certidão simplificada do registro de contrato',
    QUITACAO: 'Certidão simplificada do registro de contrato quitado',
  },
  protocolo: {
    REGISTRO: 'Comprovante do pedido de registro',
    QUITACAO: 'Comprovante do pedido de registro',
  },
};

export function tituloDa(documento: DocumentoPublico, tipo: TipoCertidao): string {
  return TITULOS[documento][tipo];
}

const MARGEM = 56;
const CINZA = '#444444';
const AZUL = '#1c3f73';

/**
 * The certificate as a PDF stream (pdfkit, A4, the standard Helvetica, which has every
 * Portuguese letter): written at once and read by the HTTP answer as it is produced.
 */
export function certidaoPdf(texto: CertidaoTexto): PDFKit.PDFDocument {
  const titulo = tituloDa(texto.documento, texto.tipo);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGEM,
    lang: 'pt-BR',
    displayTitle: true,
    info: {
      Title: `${titulo}: protocolo ${texto.protocolo}`,
      Author: PROVEDOR,
      Subject: `Código de verificação ${texto.codigo}`,
      Creator: PROVEDOR,
    },
  });
  const largura = doc.page.width - 2 * MARGEM;

  doc.font('Helvetica-Bold').fontSize(11).fillColor(AZUL).text(PROVEDOR);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(CINZA)
    .text('Registro de contratos de financiamento de veículos junto aos Detrans');
  doc.moveDown(1.2);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(titulo.toUpperCase(), {
    align: 'center',
  });
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(10).text(`Protocolo ${texto.protocolo}`, { align: 'center' });
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(11).text(texto.declaracao, { align: 'justify' });

  for (const secao of texto.secoes) {
    doc.moveDown(0.9);
    doc.font('Helvetica-Bold').fontSize(11).fillColor(AZUL).text(secao.titulo);
    const y = doc.y + 2;
    doc
      .moveTo(MARGEM, y)
      .lineTo(MARGEM + largura, y)
      .lineWidth(0.5)
      .strokeColor(AZUL)
      .stroke();
    doc.moveDown(0.4).fillColor('black').fontSize(10);
    for (const [rotulo, valor] of secao.linhas) {
      doc.font('Helvetica-Bold').text(`${rotulo}: `, { continued: true });
      doc.font('Helvetica').text(valor);
    }
  }

  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(9).fillColor(CINZA);
  doc.text(`Emitida em ${texto.emitidaEm} (horário de Brasília).`);
  doc.font('Helvetica-Bold').fillColor('black').text(`Código de verificação: ${texto.codigo}`);
  doc
    .font('Helvetica')
    .fillColor(CINZA)
    .text('Confira a autenticidade e a situação atual do registro em:');
  // On a line of its own, so that the address is never broken in two.
  doc.fillColor(AZUL).text(texto.urlVerificacao, MARGEM, doc.y, {
    link: texto.urlVerificacao,
    underline: true,
    lineBreak: false,
  });
  // That line did not move the cursor down (no line break): two lines, one for it.
  doc.x = MARGEM;
  doc.moveDown(2);
  doc
    .fillColor(CINZA)
    .text(
      'Em observância à Lei Geral de Proteção de Dados (Lei nº 13.709/2018), o CPF ou CNPJ do ' +
        'devedor aparece mascarado e nenhum endereço é exibido. Esta certidão reflete os dados ' +
        'do registro na data e hora da emissão.',
      { align: 'justify' },
    );
  doc.end();
  return doc;
}
