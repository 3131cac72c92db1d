import { dictionary } from '@zxcvbn-ts/language-common';
import { MENSAGENS } from '@portal/shared/common/messages';
import { AppError } from './errors';
import { verifyPassword } from './passwords';
import { SENHAS_COMUNS_BR } from './senhas-comuns-br';

/**
 * The most common passwords, from the ranked list of @zxcvbn-ts/language-common (itself built
 * from leaked password sets): the first 10,000 are refused as they are, whatever their case.
 */
const COMUNS = new Set(dictionary['passwords-common'].slice(0, 10_000));

/**
 * The words a password may not be built on by adding digits and symbols around them
 * ('Password1!', 'Brasil@123'): the 1,000 most common passwords that are words, and the
 * Brazilian ones. Only the top of the list: further down it holds ordinary words and names,
 * which a long password may well contain.
 */
const BASES = new Set([
  ...dictionary['passwords-common'].slice(0, 1_000).filter((word) => /^[a-z]{4,}$/.test(word)),
  ...SENHAS_COMUNS_BR,
]);

/** Look-alike characters and the letter each stands for ('S3nh@' is 'senha'). */
const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

/** Decorations looked at on each side: a longer run is no longer decoration. */
const MAX_DECORATION = 12;

/** The word a decorated core spells: look-alikes undone, separators ('bem-vindo') dropped. */
function undoLeet(text: string): string {
  return [...text]
    .map((char) => LEET[char] ?? char)
    .join('')
    .replace(/[\s._-]/g, '');
}

/** The length of the run of non-letters at the start of `text`, up to MAX_DECORATION. */
function decorationLength(text: string): number {
  const match = /^[^\p{L}]*/u.exec(text.slice(0, MAX_DECORATION));
  return match?.[0].length ?? 0;
}

/**
 * Whether a password is one of the most common, or one of the most common words dressed up
 * with case, accents, digits and symbols around it and look-alike characters
 * ('Password1!', 'S3nh@2024!', 'Mudar@123').
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  if (COMUNS.has(password.toLowerCase()) || COMUNS.has(lower)) return true;
  const before = decorationLength(lower);
  const after = decorationLength([...lower].reverse().join(''));
  // Every way of taking decorations off both ends (a look-alike at the edge, as the '@' of
  // 'senh@', belongs to the word: each cut is tried).
  for (let start = 0; start <= before; start++) {
    for (let end = lower.length; end >= Math.max(start, lower.length - after); end--) {
      const word = undoLeet(lower.slice(start, end));
      if (word.length >= 4 && BASES.has(word)) return true;
    }
  }
  return false;
}

/**
 * What the server checks of a new password beyond the §5 composition rules (which the shared
 * schemas check on both sides): not the current one, not a common one. Throws the 400 on
 * `newPassword`, the field the form shows it under.
 */
export async function assertNewPasswordAllowed(
  newPassword: string,
  currentHash: string | null,
): Promise<void> {
  if (currentHash && (await verifyPassword(currentHash, newPassword))) {
    throw new AppError('INVALID_INPUT', [
      { mensagem: MENSAGENS.novaSenhaIgualAtual, campo: 'newPassword' },
    ]);
  }
  if (isCommonPassword(newPassword)) {
    throw new AppError('INVALID_INPUT', [{ mensagem: MENSAGENS.senhaComum, campo: 'newPassword' }]);
  }
}
