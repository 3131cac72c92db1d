/*
 * The vehicle identifiers' lengths, apart from their schemas (veiculo.ts): the input masks and
 * the public pages use them without downloading zod.
 */

/** RENAVAM length; older 9-digit numbers are left-padded with zeros. */
export const RENAVAM_LENGTH = 11;
/** A chassis (VIN) has 17 characters; a re-stamped one (remarcado) up to 21. */
export const CHASSI_LENGTH = 17;
export const CHASSI_REMARCADO_MAX_LENGTH = 21;
