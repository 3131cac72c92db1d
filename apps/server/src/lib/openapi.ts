import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@portal/shared/common/errors';
import type { RouteAccess } from '@portal/shared/usuarios/permissoes';

/*
 * The OpenAPI document is written by the routes themselves (their zod schemas, operationId,
 * summary, description and the answers below); these helpers keep every route saying the same
 * things the same way. Who may call a route is not repeated in its schema: `routeTransform`
 * reads it from `config.access`, the same declaration the authorization hook enforces.
 */

/** The document's tags: one per feature, named like its folder and its path segment. */
export const API_TAGS = [
  { name: 'sistema', description: 'Saúde do serviço e do banco de dados.' },
  {
    name: 'auth',
    description: 'Sessões (login, token, prolongamento, logout), o usuário da sessão e versões.',
  },
  {
    name: 'pre-cadastro',
    description: 'Pré-cadastro público de uma instituição financeira interessada (sem login).',
  },
  {
    name: 'status-publico',
    description: 'Situação pública do registro de um chassi (a página vbexpress, sem login).',
  },
  {
    name: 'clientes',
    description: 'Clientes da registradora: as instituições financeiras que registram contratos.',
  },
  {
    name: 'grupos-economicos',
    description: 'Grupos econômicos que reúnem clientes de um mesmo conglomerado.',
  },
  {
    name: 'agentes-financeiros',
    description:
      'Agentes financeiros (credores dos contratos) e a sua associação aos clientes; dão a ' +
      'seção credor do formulário de contrato.',
  },
  {
    name: 'fornecedores',
    description: 'Fornecedores: os 27 Detrans (um por UF) e os outros destinos de registro.',
  },
  {
    name: 'servicos',
    description: 'Tipos de serviço (registro de contrato, baixa, cancelamento, credenciamento...).',
  },
  {
    name: 'servicos-detran',
    description: 'Preços de cada tipo de serviço em cada Detran, com o seu período de vigência.',
  },
  { name: 'cidades', description: 'Municípios brasileiros pelo código IBGE de 7 dígitos.' },
  {
    name: 'usuarios',
    description: 'Usuários do portal: bloqueio e desbloqueio pelos administradores.',
  },
  {
    name: 'despachantes',
    description: 'Despachantes de um cliente (pessoa física ou jurídica).',
  },
  {
    name: 'terceiros-garantidores',
    description: 'Terceiros garantidores de um cliente (pessoa física ou jurídica).',
  },
  {
    name: 'marcas-modelos',
    description: 'Catálogo de marcas/modelos de veículos da registradora (código RENAVAM).',
  },
  { name: 'veiculos', description: 'Veículos de um cliente (chassi, placa, RENAVAM, ano).' },
  {
    name: 'contratos',
    description:
      'Registro de contratos junto aos Detrans e os pedidos que ele cria: protocolo, situação, ' +
      'histórico e ações (baixa, cancelamento, alteração de situação).',
  },
  {
    name: 'pedidos-consulta',
    description:
      'Consulta de pedidos com os filtros dos monitores (chassi, placa, contrato, devedor, ' +
      'situação, período...) e a sua exportação em CSV ou Excel, com justificativa e auditoria.',
  },
  {
    name: 'mensagens',
    description:
      'Mensagens administrativas (publicar para todos, um perfil ou um cliente) e as ' +
      'notificações do usuário da sessão, com o estado de leitura.',
  },
  {
    name: 'emails',
    description: 'Os e-mails que o portal enviou, as falhas e o reenvio de um e-mail que falhou.',
  },
  {
    name: 'relatorios',
    description:
      'Relatórios de acessos (logins, falhas, bloqueios, logouts), de usuários e de sessões ' +
      'ativas, com o encerramento de uma sessão.',
  },
  {
    name: 'gravames',
    description: 'Consulta de gravames no SNG (B3) pelo chassi.',
  },
  {
    name: 'exportacoes',
    description:
      'Exportações grandes, geradas em segundo plano: a situação de cada uma e o arquivo pronto.',
  },
  {
    name: 'validadores',
    description: 'Verificação de CPF e de CNPJ (numérico ou alfanumérico).',
  },
] as const;

const JSON_MEDIA = 'application/json';

/** A JSON answer and what it means (the response's description in the document). */
export function answer<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { [JSON_MEDIA]: { schema } } } as const;
}

/** An answer without a body (204). */
export function noContent(description: string) {
  return z.undefined().describe(description);
}

function errorAnswer(description: string) {
  return answer(errorBodySchema, description);
}

/** 400: what of the request was refused; the body names each field with its §5 message. */
export function badRequest(description: string) {
  return { 400: errorAnswer(`${description} O corpo lista uma mensagem por campo recusado.`) };
}

/** 403 the service decides (beyond the route's permission, which `routeTransform` adds). */
export function forbidden(description: string) {
  return { 403: errorAnswer(description) };
}

/** 404: the id of the path does not exist or lies outside what the caller may see. */
export function notFound(what: string) {
  return {
    404: errorAnswer(`${what} não existe, foi excluído ou não é visível ao usuário da sessão.`),
  };
}

/** 409: a unique value already taken or a state that refuses the change. */
export function conflict(description: string) {
  return { 409: errorAnswer(description) };
}

/** 401 a public route answers itself (a wrong password at login). */
export function unauthorized(description: string) {
  return { 401: errorAnswer(description) };
}

/** 503: a dependency of the service is down. */
export function unavailable(description: string) {
  return { 503: errorAnswer(description) };
}

/** 502 and 504: a remote registry (the SNG, a Detran) failed or did not answer in time. */
export function remoteRegistryFailed(badGateway: string, timeout: string) {
  return { 502: errorAnswer(badGateway), 504: errorAnswer(timeout) };
}

/** 429: a per-address request limit. */
export function tooManyRequests(description: string) {
  return { 429: errorAnswer(description) };
}

/**
 * A write that references other records (a foreign key) can meet a concurrent removal of one
 * of them: the error handler answers 409.
 */
export const CONCURRENT_CHANGE =
  'Um registro referenciado foi alterado ou excluído por outra requisição ao mesmo tempo.';

const UNAUTHENTICATED = errorAnswer(
  'Sem token de sessão, ou com um token cuja sessão expirou ou foi encerrada: faça login de novo.',
);

const BEARER_SECURITY = [{ bearer: [] }];

/** Why the authorization hook refuses a caller of a route's `config.access` (403). */
function accessRefusals(access: RouteAccess, allowExpiredPassword: boolean): string[] {
  return [
    access === 'AUTENTICADO'
      ? null
      : typeof access === 'string'
        ? `o perfil do usuário não tem a permissão ${access}`
        : `o perfil do usuário não tem nenhuma das permissões ${access.join(', ')}`,
    allowExpiredPassword
      ? null
      : 'a senha do usuário expirou (só a troca de senha, o usuário da sessão e o logout respondem)',
  ].filter((reason) => reason !== null);
}

type ResponseMap = Record<string, unknown>;

/**
 * `jsonSchemaTransform`, plus who may call the route, read from `config.access`: a public route
 * declares `security: []`; any other the bearer token, its 401 and the 403 of its permission
 * (or of an expired password), joined to a 403 the route declares itself.
 */
export const routeTransform: SwaggerTransform<FastifySchema> = (input) => {
  const access = input.route.config?.access;
  if (!access || !input.url.startsWith('/api/')) return jsonSchemaTransform(input);
  const schema = { ...input.schema } as FastifySchema & Record<string, unknown>;
  if (access === 'PUBLICA') {
    schema.security = [];
  } else {
    schema.security = BEARER_SECURITY;
    const response: ResponseMap = { ...(schema.response as ResponseMap), 401: UNAUTHENTICATED };
    const own = (response[403] as { description?: string } | undefined)?.description;
    const refusals = [
      ...(own ? [own.replace(/\.$/, '')] : []),
      ...accessRefusals(access, input.route.config?.allowExpiredPassword === true),
    ];
    if (refusals.length > 0) {
      const [first = '', ...others] = refusals;
      const sentence = [first.charAt(0).toUpperCase() + first.slice(1), ...others].join('; ou ');
      response[403] = errorAnswer(`${sentence}.`);
    }
    schema.response = response;
  }
  return jsonSchemaTransform({ ...input, schema });
};

type SchemaMap = Record<string, unknown>;

/**
 * `jsonSchemaTransformObject`, which emits every named schema twice (`X` as answered and
 * `XInput` as received), then keeps only the schemas the operations reach, and gives a schema
 * used only as input its plain name.
 */
export const documentTransform: SwaggerTransformObject = (documentObject) => {
  const document = jsonSchemaTransformObject(documentObject) as {
    paths?: unknown;
    components?: { schemas?: SchemaMap };
  };
  const schemas = document.components?.schemas ?? {};
  const reached = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') {
        const name = child.replace('#/components/schemas/', '');
        if (!reached.has(name)) {
          reached.add(name);
          visit(schemas[name]);
        }
      } else visit(child);
    }
  };
  visit(document.paths);

  const renamed = new Map<string, string>();
  for (const name of reached) {
    const plain = name.replace(/Input$/, '');
    if (plain !== name && !reached.has(plain)) renamed.set(name, plain);
  }
  const kept: SchemaMap = {};
  for (const name of [...reached].sort()) kept[renamed.get(name) ?? name] = schemas[name];
  const pruned = { ...document, components: { ...document.components, schemas: kept } };
  return JSON.parse(JSON.stringify(pruned), (key, value: unknown) => {
    if (key === '$ref' && typeof value === 'string') {
      return value.replace(/[^/]+$/, (name) => renamed.get(name) ?? name);
    }
    return typeNullableRef(value, kept);
  }) as ReturnType<SwaggerTransformObject>;
};

/**
 * OpenAPI 3.0 writes a nullable named schema as `{ nullable: true, allOf: [{ $ref }] }`, and
 * `nullable` is meaningful only beside a `type`: the referenced schema's type is copied there.
 */
function typeNullableRef(value: unknown, schemas: SchemaMap): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const schema = value as { nullable?: boolean; type?: string; allOf?: { $ref?: string }[] };
  const ref = schema.allOf?.length === 1 ? schema.allOf[0]?.$ref : undefined;
  if (schema.nullable !== true || schema.type !== undefined || ref === undefined) return value;
  const target = schemas[ref.replace('#/components/schemas/', '')] as { type?: string };
  return target?.type ? { type: target.type, ...schema } : value;
}
