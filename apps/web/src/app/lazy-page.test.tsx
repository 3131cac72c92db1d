import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

function renderInSuspense(Lazy: ReturnType<typeof lazyPage<{ title: string }>>) {
  return render(
    <Suspense fallback={<p>Carregando a página</p>}>
      <Lazy title="Seja bem-vindo(a)!" />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('renders code preloaded before the first render in that render, without the fallback', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const Lazy = lazyPage(load);
    await Lazy.preload();

    renderInSuspense(Lazy);

    // Synchronously: no act() flush, no task, and the fallback never committed.
    expect(screen.getByRole('heading', { name: 'Seja bem-vindo(a)!' })).toBeInTheDocument();
    expect(screen.queryByText('Carregando a página')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback while the code still loads, then the page, loading it once', async () => {
    let arrive: (module: { default: typeof Page }) => void = () => undefined;
    const load = vi.fn(
      () => new Promise<{ default: typeof Page }>((resolve) => (arrive = resolve)),
    );
    const Lazy = lazyPage(load);
    void Lazy.preload();

    renderInSuspense(Lazy);
    expect(screen.getByText('Carregando a página')).toBeInTheDocument();

    await act(async () => arrive({ default: Page }));
    expect(await screen.findByRole('heading', { name: 'Seja bem-vindo(a)!' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed preload', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('Falha de rede'))
      .mockResolvedValue({ default: Page });
    const Lazy = lazyPage(load);
    await expect(Lazy.preload()).rejects.toThrow('Falha de rede');

    renderInSuspense(Lazy);
    expect(await screen.findByRole('heading', { name: 'Seja bem-vindo(a)!' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
