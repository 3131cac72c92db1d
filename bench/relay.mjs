// The ceiling of any portal on this machine, for bench/despacho.mjs: a process that does only
// what every order must cost, whatever the portal's code: it takes a registration over HTTP,
// answers 201 at once, and forwards it to the registry simulator with RELAY_EM_VOO requests in
// flight (the workers' batch), as the dispatch does. No database, no validation, no session,
// no job, no history: whatever the real path adds to this, it can only be slower.
//
// RELAY_PORT, RELAY_SIMULADOR (the simulator's base URL), RELAY_EM_VOO (50). GET /feitos
// answers how many the simulator has answered 200; POST /zerar starts a count again.
import { createServer } from 'node:http';

const PORT = Number(process.env.RELAY_PORT);
const SIMULADOR = process.env.RELAY_SIMULADOR;
const EM_VOO = Number(process.env.RELAY_EM_VOO ?? 50);

const fila = [];
let emVoo = 0;
let feitos = 0;
let falhas = 0;

function bombear() {
  while (emVoo < EM_VOO && fila.length > 0) {
    const { uf, chave, corpo } = fila.shift();
    emVoo++;
    fetch(`${SIMULADOR}/detran/${uf}/pedidos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': chave },
      body: corpo,
    })
      .then(async (response) => {
        await response.arrayBuffer();
        if (response.status === 200) feitos++;
        else falhas++;
      })
      .catch(() => falhas++)
      .finally(() => {
        emVoo--;
        bombear();
      });
  }
}

createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/feitos') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ feitos, falhas }));
    return;
  }
  if (request.method === 'POST' && request.url === '/zerar') {
    feitos = 0;
    falhas = 0;
    response.writeHead(204).end();
    return;
  }
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    // What a portal must read of a registration at the least: the Detran it goes to.
    const corpo = Buffer.concat(chunks).toString('utf8');
    const pedido = JSON.parse(corpo);
    fila.push({ uf: pedido.uf, chave: pedido.chave, corpo });
    response.writeHead(201, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ protocolo: pedido.chave }));
    bombear();
  });
}).listen(PORT, '127.0.0.1', () => console.log(`relay em ${PORT}`));
