/** The two pages of this feature link to each other (spec §2.4 routes). */
export const SERVICOS_URL = '/vbconnection/vbauto/servico';
export const SERVICOS_DETRAN_URL = '/vbconnection/vbauto/servico-detran';
