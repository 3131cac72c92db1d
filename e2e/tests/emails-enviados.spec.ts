import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { resolve } from 'node:path';
import { expect, test as base } from '@playwright/test';
import { expectNotice, loginAndWaitForHome, newUser, pickOption } from './support';

/*
 * E-mails Enviados (relatorio/emails-enviados): 'Reenviar' is offered only on a message the
 * mail server refused. The suite's server has no SMTP_URL and writes every e-mail into a file,
 * where nothing ever fails; so this flow runs on a portal of its own (its own port and data
 * folder, the built app as playwright.config.ts starts it) that sends through a mail server
 * the flow runs here: it refuses a message until the flow lets it accept, and always refuses
 * a message it refused once (the retries of the first try stay failed).
 */

const REPO = resolve(import.meta.dirname, '../..');
const RECUSA = '554 5.7.1 Mensagem recusada pelo servidor de teste';

interface Smtp {
  /** From now on the server accepts the messages it never refused. */
  aceitar(): void;
  /** The Message-IDs of the messages it accepted, with their recipients. */
  aceitas: { messageId: string; para: string[] }[];
  close(): Promise<void>;
}

/** A free loopback port (the system's, never a fixed one). */
async function portaLivre(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** The smallest SMTP server nodemailer speaks to (no TLS, no authentication). */
async function servidorSmtp(): Promise<Smtp & { port: number }> {
  let aceitando = false;
  const recusadas = new Set<string>();
  const aceitas: Smtp['aceitas'] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let emDados = false;
    let para: string[] = [];
    const responder = (linha: string) => socket.write(`${linha}\r\n`);
    const decidir = (dados: string) => {
      const messageId = /^Message-ID:\s*(\S+)/im.exec(dados)?.[1] ?? '';
      if (!aceitando || recusadas.has(messageId)) {
        recusadas.add(messageId);
        return RECUSA;
      }
      aceitas.push({ messageId, para });
      return '250 2.0.0 OK';
    };
    socket.setEncoding('latin1');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (emDados) {
          const fim = buffer.indexOf('\r\n.\r\n');
          if (fim < 0) return;
          const dados = buffer.slice(0, fim);
          buffer = buffer.slice(fim + 5);
          emDados = false;
          responder(decidir(dados));
          continue;
        }
        const quebra = buffer.indexOf('\r\n');
        if (quebra < 0) return;
        const linha = buffer.slice(0, quebra);
        buffer = buffer.slice(quebra + 2);
        const comando = linha.slice(0, 4).toUpperCase();
        if (comando === 'EHLO') responder('250-smtp.e2e.test\r\n250 8BITMIME');
        else if (comando === 'HELO' || comando === 'NOOP') responder('250 OK');
        else if (comando === 'MAIL' || comando === 'RSET') {
          para = [];
          responder('250 OK');
        } else if (comando === 'RCPT') {
          para.push(/<([^>]*)>/.exec(linha)?.[1] ?? '');
          responder('250 OK');
        } else if (comando === 'DATA') {
          emDados = true;
          responder('354 Fim com <CRLF>.<CRLF>');
        } else if (comando === 'QUIT') {
          responder('221 Até logo');
          socket.end();
          return;
        } else responder('502 Comando não implementado');
      }
    });
    responder('220 smtp.e2e.test ESMTP');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as AddressInfo).port,
    aceitar: () => {
      aceitando = true;
    },
    aceitas,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** The built server on `port`, with a fresh data folder, sending through `smtpPort`. */
async function iniciarPortal(port: number, smtpPort: number, dataDir: string) {
  rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: REPO,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '500',
      SEED_DEMO_CARTEIRA: '0',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    },
  });
  // A worker that ends without its teardown (interrupted) does not leave the portal running.
  const matar = () => child.kill('SIGTERM');
  process.once('exit', matar);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://localhost:${port}`;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the portal stopped: ${stderr}`);
        return fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
      },
      { timeout: 60_000, message: 'the portal answers /api/health' },
    )
    .toBe(true);
  return {
    url,
    async stop() {
      process.off('exit', matar);
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const test = base.extend<{ smtp: Smtp }, { portal: { url: string; smtp: Smtp } }>({
  portal: [
    // Playwright reads a fixture's dependencies from its destructured first argument: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const smtp = await servidorSmtp();
      const dataDir = resolve(REPO, `tmp/e2e-emails-${process.pid}-${workerInfo.workerIndex}`);
      const portal = await iniciarPortal(await portaLivre(), smtp.port, dataDir);
      await use({ url: portal.url, smtp });
      await portal.stop();
      await smtp.close();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ portal }, use) => use(portal.url),
  smtp: async ({ portal }, use) => use(portal.smtp),
});

test('an administrator resends an e-mail the mail server refused, and the report lists the resend as sent', async ({
  page,
  request,
  smtp,
}) => {
  // Reloads while the background sending catches up, on a busy machine: more than 30 s.
  test.setTimeout(90_000);
  // A new user: the portal queues its first-access e-mail, which the mail server refuses.
  const usuario = await newUser(request, { perfil: 'CONSULTORIA', prefixo: 'smtp' });

  await loginAndWaitForHome(page, 'administrador');
  await page.goto('/vbconnection/vbauto/relatorio');
  await page.getByRole('link', { name: /E-mails Enviados/ }).click();
  await expect(page).toHaveURL(/\/vbconnection\/vbauto\/relatorio\/emails-enviados$/);
  const filtros = page.getByRole('form', { name: 'Filtros' });
  const pesquisar = filtros.getByRole('button', { name: 'Pesquisar' });
  // 'Pesquisar' with the same filters shows the list it already has (it fetches only when the
  // filters change): to see a message's state now, a person reloads the page and searches.
  const pesquisarAgora = async () => {
    await page.reload();
    await filtros.getByRole('textbox', { name: 'Destinatário', exact: true }).fill(usuario.email);
    await pesquisar.click();
  };
  const rows = page
    .getByRole('table', { name: 'E-mails enviados' })
    .getByRole('row')
    .filter({ hasText: usuario.email });
  const original = rows.filter({ hasNotText: /Reenvio/ });

  // The message goes out in the background: a person searches again until it has failed.
  await expect(async () => {
    await pesquisarAgora();
    await expect(rows.first()).toContainText('Falha', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Seu acesso ao portal');
  await expect(rows.first()).toContainText(RECUSA);
  const reenviar = rows.first().getByRole('button', { name: /^Reenviar o e-mail "Seu acesso/ });

  // 'Não' resends nothing.
  await reenviar.click();
  let dialog = page.getByRole('dialog', { name: 'Reenviar e-mail' });
  await expect(dialog).toContainText(`Deseja reenviar este e-mail para ${usuario.email}?`);
  await dialog.getByRole('button', { name: 'Não' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(1);

  // The mail server works again; 'Sim' queues a new message, recorded as the resend.
  smtp.aceitar();
  await reenviar.click();
  dialog = page.getByRole('dialog', { name: 'Reenviar e-mail' });
  await dialog.getByRole('button', { name: 'Sim' }).click();
  await expect(dialog).toBeHidden();
  await expectNotice(page, 'E-mail posto na fila para reenvio!');

  // The list, refreshed: the resend on top (newest first), marked 'Reenvio'; the original
  // keeps its failure and its history.
  await expect(rows).toHaveCount(2);
  const reenvio = rows.first();
  await expect(reenvio).toContainText('Reenvio');
  await expect(reenvio).toContainText('Seu acesso ao portal');
  await expect(rows.filter({ hasText: /Reenvio/ })).toHaveCount(1);
  await expect(original).toContainText('Falha');
  await expect(async () => {
    await pesquisarAgora();
    await expect(reenvio).toContainText('Enviado', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(reenvio).not.toContainText(RECUSA);
  await expect(original).toContainText('Falha');
  await expect(original).toContainText(RECUSA);
  await expect(page.getByText(/Total de Registros/)).toContainText('Total de Registros: 2');
  expect(smtp.aceitas.filter((m) => m.para.includes(usuario.email))).toHaveLength(1);

  // Narrowed to the failures, the resend is not among them.
  await pickOption(filtros, 'Situação', 'Falha');
  await pesquisar.click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).not.toContainText('Reenvio');
});
