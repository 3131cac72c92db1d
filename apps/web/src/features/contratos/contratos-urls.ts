const VBAUTO = '/vbconnection/vbauto';

/** The Registrar card grid (spec §2.4 'registrar'). */
export const REGISTRAR_URL = `${VBAUTO}/registrar`;
/** The contract form page (spec §2.4 'contrato/inserir'). */
export const CONTRATO_INSERIR_URL = `${VBAUTO}/contrato/inserir`;

/** The form in a mode: a new addendum (2), or a draft to resume (3). */
export function contratoInserirUrl(options: { modo?: 2; rascunho?: string } = {}): string {
  const params = new URLSearchParams();
  if (options.modo) params.set('modo', String(options.modo));
  if (options.rascunho) params.set('rascunho', options.rascunho);
  const query = params.toString();
  return query ? `${CONTRATO_INSERIR_URL}?${query}` : CONTRATO_INSERIR_URL;
}
