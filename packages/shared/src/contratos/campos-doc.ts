import { z } from 'zod';

interface JsonSchema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  maxLength?: number;
  $ref?: string;
}

/**
 * The field table of a payload schema as Markdown (path, required, description), from its
 * JSON Schema: docs/contratos.md holds it and a test keeps it equal to the schema.
 */
export function tabelaDeCampos(schema: z.ZodType): string {
  const raiz = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema & {
    $defs?: Record<string, JsonSchema>;
  };
  const resolve = (s: JsonSchema): JsonSchema =>
    s.$ref ? (raiz.$defs?.[s.$ref.replace('#/$defs/', '')] ?? s) : s;
  const linhas = ['| Campo | Obrigatório | Descrição |', '|---|---|---|'];
  const visita = (s: JsonSchema, caminho: string, obrigatorio: boolean) => {
    const atual = resolve(s);
    const opcoes = atual.anyOf?.filter((opcao) => opcao.type !== 'null');
    const alvo = opcoes?.length === 1 ? resolve(opcoes[0]!) : atual;
    const anulavel = Boolean(atual.anyOf?.some((opcao) => opcao.type === 'null'));
    const descricao = (atual.description ?? alvo.description ?? '').replace(/\|/g, '\\|');
    // Every field a person fills, and the sections that describe themselves.
    if (caminho && (descricao || (!alvo.properties && !alvo.items))) {
      linhas.push(
        `| \`${caminho}\` | ${obrigatorio && !anulavel ? 'sim' : 'não'} | ${descricao || '—'} |`,
      );
    }
    if (alvo.properties) {
      for (const [nome, filho] of Object.entries(alvo.properties)) {
        const exigido = obrigatorio && !anulavel && (alvo.required ?? []).includes(nome);
        visita(filho, caminho ? `${caminho}.${nome}` : nome, exigido);
      }
    }
    if (alvo.items) visita(alvo.items, `${caminho}[]`, obrigatorio);
  };
  visita(raiz, '', true);
  return linhas.join('\n');
}
