import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { createHttpClient } from '../lib/http-client';
import { createPendingRequests } from '../lib/pending-requests';
import { FullScreenLoader, LOADER_HIDE_DELAY_MS, LoaderHold } from './full-screen-loader';

/** A fetch whose answers the test releases one by one. */
function gatedFetch() {
  const gates: ((outcome: Response | Error) => void)[] = [];
  const fetch = () =>
    new Promise<Response>((resolve, reject) =>
      gates.push((outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome))),
    );
  return { fetch, gates };
}

function setup() {
  const pending = createPendingRequests();
  const { fetch, gates } = gatedFetch();
  const client = createHttpClient({
    prefixUrl: 'http://api.test/api',
    session: { getToken: () => null, clear: () => undefined },
    onUnauthorized: () => undefined,
    notify: () => undefined,
    pending,
    fetch,
  });
  renderWithProviders(<FullScreenLoader pending={pending} />);
  return { client, gates };
}

const loader = () => screen.queryByText('Carregando...');

describe('full-screen loader', () => {
  it('stays while any of two parallel requests runs and hides after the last one', async () => {
    const { client, gates } = setup();
    expect(loader()).not.toBeInTheDocument();

    const first = client.get('contratos').json();
    const second = client.get('imagens').json();
    await waitFor(() => expect(gates).toHaveLength(2));
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');

    gates[0]?.(jsonResponse({ ok: 1 }));
    await first;
    expect(loader()).toBeInTheDocument();

    gates[1]?.(jsonResponse({ ok: 2 }));
    await second;
    await waitFor(() => expect(loader()).not.toBeInTheDocument());
  });

  it('hides after failed requests too (network error and HTTP error)', async () => {
    const { client, gates } = setup();
    const failing = client.get('a').catch(() => 'network');
    const rejected = client.get('b').catch(() => 'http');
    await waitFor(() => expect(gates).toHaveLength(2));
    expect(loader()).toBeInTheDocument();

    gates[0]?.(new TypeError('Failed to fetch'));
    gates[1]?.(jsonResponse([{ mensagem: 'Não.' }], 400));
    await expect(failing).resolves.toBe('network');
    await expect(rejected).resolves.toBe('http');
    await waitFor(() => expect(loader()).not.toBeInTheDocument());
  });

  it('stays up, the same overlay, across a hand-over with a short gap', () => {
    vi.useFakeTimers();
    const pending = createPendingRequests();
    renderWithProviders(<FullScreenLoader pending={pending} />);
    expect(screen.queryByTestId('loader')).not.toBeInTheDocument();

    // A page's code loads (a hold), then its first request starts 30 ms later.
    let endCode = () => undefined as void;
    act(() => {
      endCode = pending.start();
    });
    const overlay = screen.getByTestId('loader');
    act(() => endCode());
    act(() => vi.advanceTimersByTime(30));
    expect(screen.getByTestId('loader')).toBe(overlay);
    let endRequest = () => undefined as void;
    act(() => {
      endRequest = pending.start();
    });
    act(() => vi.advanceTimersByTime(LOADER_HIDE_DELAY_MS * 3));
    // Not a new overlay (that would fade in again): the very same element.
    expect(screen.getByTestId('loader')).toBe(overlay);

    act(() => endRequest());
    act(() => vi.advanceTimersByTime(LOADER_HIDE_DELAY_MS - 1));
    expect(screen.getByTestId('loader')).toBe(overlay);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('loader')).not.toBeInTheDocument();
  });

  it('counts a LoaderHold (code being loaded) like a request, until it unmounts', () => {
    vi.useFakeTimers();
    const pending = createPendingRequests();
    const { rerender } = renderWithProviders(
      <>
        <FullScreenLoader pending={pending} />
        <LoaderHold pending={pending} />
      </>,
    );
    expect(pending.getCount()).toBe(1);
    const overlay = screen.getByTestId('loader');
    rerender(<FullScreenLoader pending={pending} />);
    expect(pending.getCount()).toBe(0);
    expect(screen.getByTestId('loader')).toBe(overlay);
    act(() => vi.advanceTimersByTime(LOADER_HIDE_DELAY_MS));
    expect(screen.queryByTestId('loader')).not.toBeInTheDocument();
  });
});
