import { SECOES_CONTRATO, type SecaoContrato } from '@portal/shared/contratos/secoes';
import type { FieldError, FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import type { aditivoInputSchema } from '@portal/shared/contratos/schemas';
import { CONTRATO_LABELS as L } from './contratos.labels';

/**
 * The form's three modes (spec §2.8): a new contract (1), a new addendum (2), a draft resumed
 * (3, which holds the mode it was saved in).
 */
export type ModoContrato = 1 | 2;

/** What the form holds: the addendum payload's input, the addendum section only in mode 2. */
export type ContratoFormValues = Omit<z.input<typeof aditivoInputSchema>, 'aditivo'> & {
  aditivo?: Partial<z.input<typeof aditivoInputSchema>['aditivo']>;
  /**
   * Mode 2: the order of the registered contract the addendum amends (the addendum route of
   * the contratos-api branch names it so).
   */
  protocoloOriginal?: string;
};

const ENDERECO_VAZIO = {
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  codigoMunicipioIbge: '',
  uf: undefined,
};

export type VeiculoFormValues = ContratoFormValues['veiculos'][number];

/** A vehicle not filled yet (a 0 km one has no plate nor RENAVAM). */
export function veiculoVazio(): VeiculoFormValues {
  const vazio = {
    chassi: '',
    remarcado: false,
    placa: '',
    ufPlaca: null,
    ufLicenciamento: undefined,
    renavam: '',
    anoFabricacao: undefined,
    anoModelo: undefined,
    marcaModeloCodigo: undefined,
    numeroGravame: '',
  };
  // The blanks are what a person has not typed yet; the schema refuses them on submit.
  return vazio as unknown as VeiculoFormValues;
}

/** A blank form: one vehicle, and the addendum section in mode 2. */
export function emptyContratoValues(modo: ModoContrato): ContratoFormValues {
  const values = {
    clienteId: undefined,
    agenteFinanceiroId: '',
    credor: { nome: '', cnpj: '', endereco: { ...ENDERECO_VAZIO }, telefone: '' },
    devedor: {
      nome: '',
      cpfCnpj: '',
      endereco: { ...ENDERECO_VAZIO },
      telefone: '',
      email: '',
    },
    terceiroGarantidor: { nome: '', cpfCnpj: '' },
    veiculos: [veiculoVazio()],
    contrato: {
      numero: '',
      data: '',
      tipoRestricao: undefined,
      quantidadeParcelas: undefined,
      parcela: null,
      totalFinanciamento: null,
      dataPrimeiroVencimento: '',
      dataUltimoVencimento: '',
      taxaJurosMes: null,
      taxaJurosAno: null,
      iof: null,
      comissao: null,
      indiceCorrecao: '',
      dataLiberacaoCredito: '',
      ufLiberacao: undefined,
      codigoMunicipioLiberacao: '',
      taxaRegistro: undefined,
      consorcio: { grupo: '', cota: '' },
    },
    dadosComplementares: {
      mora: null,
      taxaMora: null,
      taxaMoraAoDia: 'N',
      taxaMulta: null,
      taxaContrato: null,
    },
    ...(modo === 2
      ? { protocoloOriginal: '', aditivo: { tipo: undefined, numero: '', data: '' } }
      : {}),
  };
  // The blanks are what a person has not typed yet; the schema refuses them on submit.
  return values as unknown as ContratoFormValues;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * What the schema receives: an optional section left wholly blank (third-party guarantor,
 * consortium) is absent, a registradora's client only when chosen, and the addendum section
 * only in mode 2.
 */
export function prepareContrato(modo: ModoContrato, isRegistradora: boolean) {
  return (values: ContratoFormValues): unknown => {
    const { aditivo, protocoloOriginal, clienteId, terceiroGarantidor, contrato, ...resto } =
      values;
    const consorcio = contrato.consorcio;
    return {
      ...resto,
      ...(isRegistradora && !isBlank(clienteId) ? { clienteId } : {}),
      terceiroGarantidor:
        terceiroGarantidor && Object.values(terceiroGarantidor).some((v) => !isBlank(v))
          ? terceiroGarantidor
          : null,
      contrato: {
        ...contrato,
        consorcio:
          consorcio && Object.values(consorcio).some((v) => !isBlank(v)) ? consorcio : null,
      },
      // Left out while blank: the addendum schema then says it is required.
      ...(modo === 2 && !isBlank(protocoloOriginal) ? { protocoloOriginal } : {}),
      ...(modo === 2 ? { aditivo } : {}),
    };
  };
}

/** The form's sections in the order of spec §2.8 (shared with the contract mirror). */
export const SECOES = SECOES_CONTRATO;
export type Secao = SecaoContrato;

/** The section a top-level path belongs to (the client and the agent share one). */
export function secaoOf(path: string): Secao {
  const first = path.split('.')[0] ?? '';
  if (first === 'clienteId' || first === 'agenteFinanceiroId') return 'agenteFinanceiro';
  if (first === 'protocoloOriginal') return 'aditivo';
  return (SECOES as readonly string[]).includes(first) ? (first as Secao) : 'contrato';
}

function isFieldError(entry: unknown): entry is FieldError {
  return typeof entry === 'object' && entry !== null && 'message' in entry && 'type' in entry;
}

/** Every message of the error tree with its path ('veiculos.1.chassi'), in the form's order. */
export function flattenErrors(
  errors: FieldErrors,
  prefix = '',
): { path: string; message: string }[] {
  const found: { path: string; message: string }[] = [];
  for (const [key, entry] of Object.entries(errors)) {
    if (key === 'root' || key === 'ref' || entry === undefined) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isFieldError(entry) && typeof entry.message === 'string' && entry.message) {
      found.push({ path, message: entry.message });
    } else if (typeof entry === 'object' && entry !== null) {
      found.push(...flattenErrors(entry as FieldErrors, path));
    }
  }
  return found;
}

const CAMPO_LABELS: Record<string, string> = {
  clienteId: L.cliente,
  agenteFinanceiroId: L.agenteFinanceiro,
  nome: L.nome,
  cnpj: L.cnpj,
  cpfCnpj: L.cpfCnpj,
  telefone: L.telefone,
  email: L.email,
  cep: 'CEP',
  logradouro: 'Logradouro',
  numero: 'Número',
  complemento: 'Complemento',
  bairro: 'Bairro',
  codigoMunicipioIbge: L.municipio,
  uf: L.uf,
  chassi: L.chassi,
  placa: L.placa,
  ufPlaca: L.ufPlaca,
  ufLicenciamento: L.ufLicenciamento,
  renavam: L.renavam,
  anoFabricacao: L.anoFabricacao,
  anoModelo: L.anoModelo,
  marcaModeloCodigo: L.marcaModelo,
  numeroGravame: L.numeroGravame,
  data: 'Data',
  tipoRestricao: L.tipoRestricao,
  quantidadeParcelas: L.quantidadeParcelas,
  parcela: L.parcela,
  totalFinanciamento: L.totalFinanciamento,
  dataPrimeiroVencimento: L.dataPrimeiroVencimento,
  dataUltimoVencimento: L.dataUltimoVencimento,
  taxaJurosMes: L.taxaJurosMes,
  taxaJurosAno: L.taxaJurosAno,
  iof: L.iof,
  comissao: L.comissao,
  indiceCorrecao: L.indiceCorrecao,
  dataLiberacaoCredito: L.dataLiberacaoCredito,
  ufLiberacao: L.ufLiberacao,
  codigoMunicipioLiberacao: L.codigoMunicipioLiberacao,
  taxaRegistro: L.taxaRegistro,
  grupo: L.grupo,
  cota: L.cota,
  mora: L.mora,
  taxaMora: L.taxaMora,
  taxaMoraAoDia: L.taxaMoraAoDia,
  taxaMulta: L.taxaMulta,
  taxaContrato: L.taxaContrato,
  tipo: L.tipoAditivo,
  protocoloOriginal: L.protocoloOriginal,
  veiculos: L.secoes.veiculos,
};

/** A field's name as a person reads it: 'Veículo 2 - Chassi', 'Endereço - CEP'. */
export function campoLabel(path: string): string {
  const parts = path.split('.');
  const last = parts[parts.length - 1] ?? '';
  const label = CAMPO_LABELS[last] ?? last;
  const veiculo = parts[0] === 'veiculos' && parts[1] !== undefined ? Number(parts[1]) : NaN;
  if (!Number.isNaN(veiculo) && parts.length > 2) return `${L.veiculo(veiculo + 1)} - ${label}`;
  if (parts.includes('endereco')) return `${L.endereco} - ${label}`;
  if (parts[0] === 'aditivo' && last === 'numero') return L.numeroAditivo;
  if (parts[0] === 'aditivo' && last === 'data') return L.dataAditivo;
  if (parts[0] === 'contrato' && last === 'numero') return L.numeroContrato;
  if (parts[0] === 'contrato' && last === 'data') return L.dataContrato;
  return label;
}

/** What is wrong, grouped by section in the form's order (the summary before sending). */
export function resumoPorSecao(
  errors: FieldErrors,
): { secao: Secao; itens: { path: string; message: string }[] }[] {
  const porSecao = new Map<Secao, { path: string; message: string }[]>();
  for (const item of flattenErrors(errors)) {
    const secao = secaoOf(item.path);
    porSecao.set(secao, [...(porSecao.get(secao) ?? []), item]);
  }
  return SECOES.filter((secao) => porSecao.has(secao)).map((secao) => ({
    secao,
    itens: porSecao.get(secao) ?? [],
  }));
}
