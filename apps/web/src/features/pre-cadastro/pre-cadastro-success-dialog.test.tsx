import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PRE_CADASTRO_MENSAGENS,
  PRE_CADASTRO_RETORNO_MS,
} from '@portal/shared/pre-cadastro/constantes';
import { renderWithProviders } from '../../../test/render';
import PreCadastroSuccessDialog from './pre-cadastro-success-dialog';

describe('PreCadastroSuccessDialog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes itself 1 s after it is on screen, however late its code arrived', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    // Time spent before the dialog mounts (its lazy chunk loading) does not count.
    vi.advanceTimersByTime(5_000);
    renderWithProviders(<PreCadastroSuccessDialog onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: PRE_CADASTRO_MENSAGENS.sucesso })).toHaveTextContent(
      PRE_CADASTRO_MENSAGENS.contato,
    );

    act(() => vi.advanceTimersByTime(PRE_CADASTRO_RETORNO_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
