import { beforeAll, describe, expect, it } from 'vitest';
import { installZodPtBr } from '../common/zod-pt-br';
import {
  codigoVerificacaoSchema,
  formatarCodigoVerificacao,
  protocoloDoCodigo,
  urlDocumentoPublico,
} from './certidao-schemas';

beforeAll(installZodPtBr);

describe('the verification code', () => {
  const codigo = '20260000000123ABCDEFGHJKMNPQRS';

  it('reads a code as printed, typed in lower case, with spaces or with look-alike letters', () => {
    for (const digitado of [
      '20260000000123-ABCD-EFGH-JKMN-PQRS',
      '20260000000123 abcd efgh jkmn pqrs',
      '20260000000123.ABCD.EFGH.JKMN.PQRS',
    ]) {
      expect(codigoVerificacaoSchema.parse(digitado)).toBe(codigo);
    }
    expect(codigoVerificacaoSchema.parse('20260000000123-0OI1-L000-0000-0000')).toBe(
      '20260000000123' + '0011100000000000',
    );
    expect(formatarCodigoVerificacao(codigo)).toBe('20260000000123-ABCD-EFGH-JKMN-PQRS');
    expect(protocoloDoCodigo(codigo)).toBe('20260000000123');
  });

  it('refuses what is not a code, in Portuguese', () => {
    for (const errado of ['123', '20260000000123-ABCD', '2026000000012X-ABCD-EFGH-JKMN-PQRS']) {
      const result = codigoVerificacaoSchema.safeParse(errado);
      expect(result.error?.issues[0]?.message).toBe(
        'Código de verificação inválido: são os 14 dígitos do protocolo e 16 letras e números',
      );
    }
    expect(codigoVerificacaoSchema.safeParse('').error?.issues[0]?.message).toBe(
      'Campo obrigatório',
    );
    expect(protocoloDoCodigo('20260000000123-ABCD-EFGH-JKMN-PQRU')).toBeNull();
  });

  it('builds the public URLs of spec §7 with the code', () => {
    expect(urlDocumentoPublico('certidao_inteiro_teor_contrato', '20260000000123', 'X-Y')).toBe(
      '/api/publica/contratos/certidao_inteiro_teor_contrato/20260000000123/pdf/?codigo=X-Y',
    );
    expect(urlDocumentoPublico('protocolo', '20260000000123', 'X')).toBe(
      '/api/publica/contratos/protocolo/20260000000123/pdf?codigo=X',
    );
  });
});
