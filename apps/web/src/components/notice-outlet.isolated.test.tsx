import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { NOTICE_DURATION_MS, showNotice } from '../lib/notices';

// The container's code cannot be fetched (the connection is gone).
vi.mock('./notice-container', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('notice outlet', () => {
  it("still shows a notice when Mantine's container cannot be loaded", async () => {
    // React logs the error the boundary catches; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<p>página</p>);
    showNotice({ kind: 'error', title: 'Ops...', message: 'Sem conexão.' });
    expect(await screen.findByText('Sem conexão.')).toBeInTheDocument();
    expect(screen.getByText('Ops...')).toBeInTheDocument();
  });

  it('closes a notice of the plain list by itself after 5 s (spec §9)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<p>página</p>);
    showNotice({ kind: 'warning', title: 'Atenção', message: 'Verifique o chassi.' });
    expect(await screen.findByText('Verifique o chassi.')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(NOTICE_DURATION_MS - 1000));
    expect(screen.getByText('Verifique o chassi.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Verifique o chassi.')).not.toBeInTheDocument();
  });
});
