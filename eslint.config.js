import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Each feature folder may import shared code, never another feature (bulletproof-react).
 * `allowed` names folders beside the features that every feature may import.
 */
function featureIsolation(featuresDir, allowed = {}) {
  if (!existsSync(featuresDir)) return [];
  return readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !(allowed.common ?? []).includes(entry.name))
    .map((entry) => ({
      target: `${featuresDir}/${entry.name}`,
      from: featuresDir,
      except: [
        `./${entry.name}`,
        ...[...(allowed.common ?? []), ...(allowed[entry.name] ?? [])].map((dir) => `./${dir}`),
      ],
      message: 'Uma feature não importa outra: mova o código comum para fora de features/.',
    }));
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'tmp/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    // The rules below only see imports they can resolve: without the TypeScript extensions an
    // extensionless `../auth/service` resolves to nothing and no zone ever fires.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureIsolation('./apps/web/src/features'),
            ...featureIsolation('./apps/server/src/features'),
            // In packages/shared the common layer is `common/`. Profiles and permissions
            // (`usuarios/perfis`, `usuarios/permissoes`) are the data that authorization
            // is made of (STYLE rule 5): the menu rules, the login's schemas and the order
            // lifecycle (which permission drives each action) read them, and so do the
            // messages addressed to a profile and the reports about users.
            ...featureIsolation('./packages/shared/src', {
              common: ['common'],
              menu: ['usuarios'],
              auth: ['usuarios'],
              contratos: ['usuarios'],
              mensagens: ['usuarios'],
              relatorios: ['usuarios'],
            }),
            {
              target: './apps/web',
              from: './apps/server',
              message: 'A web não importa o servidor.',
            },
            {
              target: './apps/server',
              from: './apps/web',
              message: 'O servidor não importa a web.',
            },
            { target: './packages/shared', from: './apps', message: 'shared não depende de apps.' },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/hooks'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message:
                'Código comum não importa features nem app (fluxo: comum -> features -> app).',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features não importam app.',
            },
            {
              target: './apps/server/src/features',
              from: ['./apps/server/src/app.ts', './apps/server/src/main.ts'],
              message: 'Features não importam a montagem do app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Web test files share one module registry (apps/web/vitest.config.ts, isolate: false):
    // a file that replaces an app module with vi.mock gets a registry of its own by its name.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message:
            'vi.mock troca um módulo já carregado por outros testes: nomeie o arquivo *.isolated.test.tsx.',
        },
      ],
    },
  },
  {
    // Shared code runs in the browser too: Node's modules are for its tests only.
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'packages/shared roda também no navegador.' }] },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '.ci/**', '**/build.mjs'],
    rules: { 'no-console': 'off' },
  },
);
