import type { CurrentUser } from '@portal/shared/auth/schemas';
import { PERFIL_CODIGOS } from '@portal/shared/usuarios/perfis';

type Check = (value: unknown) => boolean;
type Checks<T> = { [K in keyof T]-?: Check };

const isString: Check = (value) => typeof value === 'string';
const isBoolean: Check = (value) => typeof value === 'boolean';
const orNull =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const objectOf =
  <T>(checks: Checks<T>): Check =>
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries<Check>(checks).every(([key, check]) =>
      check((value as Record<string, unknown>)[key]),
    );

type Cliente = NonNullable<CurrentUser['cliente']>;
type Fornecedor = NonNullable<CurrentUser['fornecedor']>;

/**
 * currentUserSchema's rules, field by field (the types make the list complete; the test holds
 * each rule to the schema's verdict).
 */
const isCurrentUser = objectOf<CurrentUser>({
  id: isString,
  username: isString,
  nome: isString,
  email: isString,
  telefone: orNull(isString),
  cpf: orNull(isString),
  dataUltimoAcesso: orNull(isString),
  perfil: objectOf<CurrentUser['perfil']>({
    perfil: (value) => (PERFIL_CODIGOS as readonly unknown[]).includes(value),
    descricao: isString,
  }),
  roles: (value) => Array.isArray(value) && value.every(isString),
  cliente: orNull(
    objectOf<Cliente>({
      id: isString,
      nomeFantasia: isString,
      vbDetransAtivo: isBoolean,
      vbPagueAtivo: isBoolean,
      serasaHubAtivo: isBoolean,
    }),
  ),
  fornecedor: orNull(objectOf<Fornecedor>({ id: isString, nome: isString })),
  qtdItensPagina: orNull((value) => Number.isSafeInteger(value) && (value as number) > 0),
  dataInicioIntervalo: orNull(isString),
  dataFimIntervalo: orNull(isString),
  master: isBoolean,
});

/**
 * The user stored with the session (session-storage.ts), if it still has the shape of a
 * CurrentUser. It was parsed with currentUserSchema before it was stored; this check, without
 * the schema library, keeps zod out of the code a logged-in page needs before it paints (the
 * shell shows the stored user at once, then refreshes it through the schema).
 */
export function storedCurrentUser(stored: unknown): CurrentUser | undefined {
  return isCurrentUser(stored) ? (stored as CurrentUser) : undefined;
}
