import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmailSender } from './email-sender';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('e-mail sender without SMTP_URL', () => {
  it('writes each message once as an .eml file only its owner can read', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'portal-emails-')), 'emails');
    dirs.push(outboxDir);
    const sender = createEmailSender({
      from: 'Portal <nao-responda@registradora.test>',
      outboxDir,
      log: Fastify({ logger: false }).log,
    });
    const message = {
      id: '0b7c1c1e-2f7a-4c55-9d0e-6a1f7d3b2c10',
      to: ['comercial@registradora.test'],
      subject: 'Novo pré-cadastro: Financeira Beta',
      text: 'Nome: Maria',
    };
    // A job that runs twice (at-least-once) writes the same file over itself.
    await sender.send(message);
    await sender.send(message);
    sender.close();

    expect(readdirSync(outboxDir)).toEqual([`${message.id}.eml`]);
    const file = join(outboxDir, `${message.id}.eml`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const eml = readFileSync(file, 'utf8');
    expect(eml).toContain('To: comercial@registradora.test');
    expect(eml).toContain(`Message-ID: <${message.id}@registradora.test>`);
    expect(eml).toContain('Nome: Maria');
  });
});
