// Writes the API's OpenAPI document to the file named by the first argument (`npm run lint:api`
// lints it). Run with tsx from the repository root.
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const output = process.argv[2];
if (!output) throw new Error('usage: tsx apps/server/scripts/openapi-document.ts <saida.json>');
// The bundle and Vitest define the version label at build time; here it is read the same way.
const root = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
Object.assign(globalThis, { __APP_VERSION__: root.version });
const { buildOpenApiDocument } = await import('../src/lib/openapi-document');
mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, `${JSON.stringify(await buildOpenApiDocument(), null, 2)}\n`);
