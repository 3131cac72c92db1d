import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { afterPaintModule } from './after-paint-module';

/** A module whose arrival the test decides. */
function controlledModule() {
  let resolve: (module: { label: string }) => void = () => undefined;
  const arrival = new Promise<{ label: string }>((done) => {
    resolve = done;
  });
  const module = afterPaintModule(() => arrival);
  return {
    module,
    arrive: (label: string) =>
      act(async () => {
        resolve({ label });
        await module.loadNow();
      }),
  };
}

describe('afterPaintModule', () => {
  it('shows the stand-in, then the module; the focus moves to what replaced the focused element', async () => {
    const { module, arrive } = controlledModule();
    function Header() {
      const loaded = module.useModule();
      return (
        <div>
          <a href="#antes">antes</a>
          {/* A different element type: React builds it again, as a Tooltip around it would. */}
          {loaded ? <span tabIndex={-1}>{loaded.label}</span> : <button>stand-in</button>}
        </div>
      );
    }
    render(<Header />);
    screen.getByRole('button', { name: 'stand-in' }).focus();
    await arrive('carregado');
    expect(screen.getByText('carregado')).toHaveFocus();
  });

  it('leaves the focus alone when the focused element was not replaced', async () => {
    const { module, arrive } = controlledModule();
    function Header() {
      const loaded = module.useModule();
      return (
        <div>
          <input aria-label="campo" />
          {loaded ? <span>{loaded.label}</span> : <button>stand-in</button>}
        </div>
      );
    }
    render(<Header />);
    screen.getByRole('textbox', { name: 'campo' }).focus();
    await arrive('carregado');
    expect(screen.getByRole('textbox', { name: 'campo' })).toHaveFocus();
  });
});
