import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@portal/shared/auth/session-keys';
import { ADMIN, logIn } from '../../../test/fixtures';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { reportPaint, stubPaintReports } from '../../../test/paint-reports';
import { renderApp } from '../../../test/render';
import { pendingRequests } from '../../lib/pending-requests';
import { reloadSessionFromStorage } from '../../lib/session-storage';

afterEach(() => vi.unstubAllGlobals());

describe('useCurrentUser after a reload', () => {
  it('shows the stored user at once and refreshes it only once the browser reports that screen painted', async () => {
    logIn(ADMIN);
    reloadSessionFromStorage();
    stubPaintReports();
    let carregando: number | undefined;
    const { calls } = fakeApi({
      'GET /api/auth/usuario': () => {
        carregando = pendingRequests.getCount();
        return jsonResponse({ ...ADMIN, nome: 'Ana Atualizada' });
      },
    });
    renderApp('/vbconnection/vbauto/home');

    // The first render compiles the logged-in area's modules: slow on a loaded machine.
    expect(
      await screen.findByText(/Ana Administradora/, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Seja bem-vindo(a)!' })).toBeInTheDocument();
    // Not even the schema library's download has started the refresh yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.map((call) => new URL(call.url).pathname)).not.toContain('/api/auth/usuario');

    // Nothing else in flight, so the loader's count at the refresh is the refresh's own.
    await waitFor(() => expect(pendingRequests.getCount()).toBe(0));
    act(() => reportPaint());
    expect(await screen.findByText(/Ana Atualizada/)).toBeInTheDocument();
    // Behind the page the person already uses: no full-screen loader over it.
    expect(carregando).toBe(0);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(SESSION_KEYS.currentUser) ?? '{}')).toMatchObject({
        nome: 'Ana Atualizada',
      }),
    );
  });
});
