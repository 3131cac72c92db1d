import type { HTMLAttributes } from 'react';
import { maskCep, maskCnpj, maskCpf, maskCpfCnpj, maskTelefone } from '@portal/shared/common/masks';
import { CHASSI_LENGTH, RENAVAM_LENGTH } from '@portal/shared/common/veiculo';

/** Upper case, letters and digits only; I, O and Q are left for the validator to refuse. */
export function maskChassi(value: string, maxLength: number = CHASSI_LENGTH): string {
  return value
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, maxLength);
}

/** 'ABC-1234' for an old plate, 'ABC1D23' for a Mercosul one, as far as typed. */
export function maskPlaca(value: string): string {
  const clean = value
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 7);
  return clean.length > 4 && /\d/.test(clean.charAt(4))
    ? `${clean.slice(0, 3)}-${clean.slice(3)}`
    : clean;
}

/** Digits only, up to the RENAVAM's 11. */
export function maskRenavam(value: string): string {
  return value.replace(/\D/g, '').slice(0, RENAVAM_LENGTH);
}

export interface InputMask {
  mask: (typed: string) => string;
  /** What the empty field shows, the mask's shape. */
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

/** The product's masks by name, each with the placeholder its fields show. */
export const INPUT_MASKS = {
  cpf: { mask: maskCpf, placeholder: '000.000.000-00', inputMode: 'numeric' },
  cnpj: { mask: maskCnpj, placeholder: '00.000.000/0000-00' },
  cpfCnpj: { mask: maskCpfCnpj, placeholder: '000.000.000-00 ou 00.000.000/0000-00' },
  telefone: { mask: maskTelefone, placeholder: '(00) 0 0000-0000', inputMode: 'tel' },
  cep: { mask: maskCep, placeholder: '00000-000', inputMode: 'numeric' },
  placa: { mask: maskPlaca },
  chassi: { mask: maskChassi },
  renavam: { mask: maskRenavam, inputMode: 'numeric' },
} as const satisfies Record<string, InputMask>;

export type InputMaskName = keyof typeof INPUT_MASKS;
