/// <reference types="node" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FullScreenLoader } from '../components/full-screen-loader';
import { createHttpClient } from './http-client';
import { createPendingRequests } from './pending-requests';

let headersSent: () => void = () => undefined;
let finishBody: () => void = () => undefined;

/** An API whose '/api/relatorio' sends its headers at once and its body when the test says. */
function startApi(): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"linhas":');
    response.flushHeaders();
    headersSent();
    finishBody = () => response.end('[1,2,3]}');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let server: Server;

beforeAll(async () => {
  server = await startApi();
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

describe('full-screen loader and a slow answer', () => {
  beforeEach(() => {
    // The test setup blocks the global fetch; this test talks to the real server above.
    vi.unstubAllGlobals();
  });

  it("keeps 'Carregando...' up until the body has arrived, not just the headers", async () => {
    const pending = createPendingRequests();
    const client = createHttpClient({
      prefixUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
      session: { getToken: () => null, clear: () => undefined },
      onUnauthorized: () => undefined,
      notify: () => undefined,
      pending,
    });
    renderWithProviders(<FullScreenLoader pending={pending} />);
    const arrived = new Promise<void>((resolve) => (headersSent = resolve));

    const report = client.get('relatorio').json();
    await arrived;
    // The headers reach the client and the call resolves; the body is still on its way.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.getByTestId('loader')).toHaveTextContent('Carregando...');

    finishBody();
    await expect(report).resolves.toEqual({ linhas: [1, 2, 3] });
    await waitFor(() => expect(screen.queryByTestId('loader')).not.toBeInTheDocument());
  });
});
