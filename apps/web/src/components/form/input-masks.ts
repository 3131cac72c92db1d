import type { HTMLAttributes } from 'react';
import {
  maskCep,
  maskChassi,
  maskCnpj,
  maskCpf,
  maskCpfCnpj,
  maskPlaca,
  maskRenavam,
  maskTelefone,
} from '@portal/shared/common/masks';

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
