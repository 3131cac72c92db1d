import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { showSuccess } from '../../lib/notices';
import { refreshQueries } from '../../lib/refresh-queries';
import { showServerErrors, type ServerErrorForm } from './show-server-errors';

export interface FormSaveOptions<Input, Saved> {
  /** The call that stores what the form holds. */
  save: (input: Input) => Promise<Saved>;
  /** The notice once it is stored ('Cadastrado com sucesso!'). */
  successMessage: string | ((saved: Saved) => string);
  /** The queries that show what changed: the feature's list and the lookups that offer it. */
  refresh?: readonly (readonly unknown[])[];
  /** What follows a save: close the dialog, go back to the list. */
  onSaved: (saved: Saved) => void;
}

/**
 * The save of every form: the call, its success notice, the refresh of the queries that show
 * what changed, then `onSaved`; on a refusal the global notice lists the server's messages and
 * the fields they name show them too (`showServerErrors`), with what was typed kept.
 */
export function useFormSave<T extends FieldValues, Input, Saved>(
  form: ServerErrorForm<T>,
  { save, successMessage, refresh = [], onSaved }: FormSaveOptions<Input, Saved>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (saved) => {
      showSuccess(typeof successMessage === 'function' ? successMessage(saved) : successMessage);
      await refreshQueries(queryClient, refresh);
      onSaved(saved);
    },
    onError: (error) => showServerErrors(error, form),
  });
}
