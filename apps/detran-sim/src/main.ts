import { createSimulador } from './simulador';

// The simulator on its own: `npm run build -w @portal/detran-sim && npm start -w
// @portal/detran-sim`. PORT (4010) and HOST (127.0.0.1) set where it listens; the switches
// start at their defaults and change through PUT /admin/configuracao.
const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? '127.0.0.1';
const simulador = createSimulador();
const address = await simulador.app.listen({ port, host });
process.stdout.write(`simulador dos Detrans em ${address}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void simulador.app.close().then(() => process.exit(0)));
}
