import { limparTexto, textoObrigatorio } from './texto';

/**
 * A name as it is saved and compared: without zero-width characters, trimmed, every run of
 * white space inside it (line breaks and tabs too) one space, so 'Grupo  Demonstração' and
 * 'Grupo Demonstração' are the same name (and the same entry of a unique index).
 */
export function normalizeNome(value: string): string {
  return limparTexto(value).replace(/\s+/g, ' ');
}

/**
 * A required name of `min` to `max` characters, normalized before the length is checked;
 * otherwise the rules of every one-line text (`textoObrigatorio`).
 */
export const nomeSchema = (max: number, min = 1) => textoObrigatorio(max, min, normalizeNome);
