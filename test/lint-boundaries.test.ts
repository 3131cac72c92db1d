import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The boundaries of docs/ARCHITECTURE.md are lint rules (eslint.config.js). They only see
// imports the resolver can follow, so each rule is checked here on in-memory code placed,
// by its file path, where it would break the boundary.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('import boundaries', () => {
  // The first lint loads the config, its plugins and the import resolver (5-6 s on a busy
  // 2-core machine, over the 5 s a test may take): paid here, so each test times its rule only.
  beforeAll(async () => {
    await eslint.lintText('export {};\n', { filePath: 'packages/shared/src/common/warm-up.ts' });
  }, 60_000);

  it('a web feature does not import another feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/clientes/boundary-probe.ts',
      "import { login } from '../auth/auth-api';\nexport const probe = login;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Uma feature não importa outra')]);
  });

  it('web common code (lib, components) does not import a feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/lib/lookups/boundary-probe.ts',
      "import { VEICULOS_QUERY_KEY } from '../../features/veiculos/veiculos-api';\n" +
        'export const probe = VEICULOS_QUERY_KEY;\n',
    );
    expect(errors).toEqual([expect.stringContaining('Código comum não importa features')]);
  });

  it('a server feature does not import another feature', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/features/clientes/boundary-probe.ts',
      "import { createAuthService } from '../auth/service';\nexport const probe = createAuthService;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Uma feature não importa outra')]);
  });

  it('a shared feature imports common/, never another shared feature', async () => {
    const errors = await boundaryErrors(
      'packages/shared/src/veiculos/boundary-probe.ts',
      "import { clienteInputSchema } from '../clientes/schemas';\n" +
        "import { cpfSchema } from '../common/documentos';\n" +
        'export const probe = [clienteInputSchema, cpfSchema];\n',
    );
    expect(errors).toEqual([expect.stringContaining('Uma feature não importa outra')]);
  });

  it('a server feature does not import the app assembly', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/features/clientes/boundary-probe.ts',
      "import { buildApp } from '../../app';\nexport const probe = buildApp;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Features não importam a montagem do app')]);
  });

  it('packages/shared does not import an app', async () => {
    const errors = await boundaryErrors(
      'packages/shared/src/common/boundary-probe.ts',
      "import { buildApp } from '../../../../apps/server/src/app';\nexport const probe = buildApp;\n",
    );
    expect(errors).toEqual([expect.stringContaining('shared não depende de apps')]);
  });

  it('the web does not import the server', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/lib/boundary-probe.ts',
      "import { loadConfig } from '../../../server/src/config';\nexport const probe = loadConfig;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A web não importa o servidor')]);
  });

  it('a feature may import its own files and shared code', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/features/auth/boundary-probe.ts',
      "import { createAuthService } from './service';\nimport { AppError } from '../../lib/errors';\n" +
        'export const probe = [createAuthService, AppError];\n',
    );
    expect(errors).toEqual([]);
  });
});

describe('web test isolation', () => {
  const mockErrors = async (filePath: string) => {
    const [result] = await eslint.lintText(
      "import { vi } from 'vitest';\nvi.mock('./notice-container', () => ({}));\n",
      { filePath },
    );
    return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax');
  };

  it('a web test that mocks an app module must be an *.isolated test', async () => {
    expect(await mockErrors('apps/web/src/components/probe.test.tsx')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('*.isolated.test.tsx') }),
    ]);
    expect(await mockErrors('apps/web/src/components/probe.isolated.test.tsx')).toEqual([]);
  });
});
