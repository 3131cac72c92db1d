import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Button, Fieldset, Group, Stack, type MantineSpacing } from '@mantine/core';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

/** The buttons' words, the same in every form. */
export const MODAL_FORM_LABELS = {
  salvar: 'Salvar',
  cancelar: 'Cancelar',
  fechar: 'Fechar',
} as const;

export interface ModalFormProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /** Called with the schema's output once every field is valid. */
  onSubmit: (values: Output) => void;
  onClose: () => void;
  /** 'Visualizar': the fields are disabled and only 'Fechar' shows. */
  isReadOnly?: boolean;
  isPending?: boolean;
  /** Shown above the fields (not disabled in view mode). */
  before?: ReactNode;
  /** Shown below the fields, outside the disabled view (what changes apart from 'Salvar'). */
  after?: ReactNode;
  /** The space between the blocks; a short form keeps its fields and buttons closer. */
  gap?: MantineSpacing;
  /** The buttons' words when the form confirms an action (spec §9: Sim/Não). */
  labels?: { confirmar: string; cancelar: string };
  children: ReactNode;
}

/**
 * The body of a form dialog: the form in context for the kit's fields, its fields (disabled
 * in view mode), then 'Cancelar' and 'Salvar', or only 'Fechar' in view mode. A refused 'Salvar'
 * moves focus to the first invalid field.
 */
export function ModalForm<Values extends FieldValues, Output>({
  form,
  onSubmit,
  onClose,
  isReadOnly = false,
  isPending = false,
  before,
  after,
  gap = 'md',
  labels = { confirmar: MODAL_FORM_LABELS.salvar, cancelar: MODAL_FORM_LABELS.cancelar },
  children,
}: ModalFormProps<Values, Output>) {
  const { formRef, onInvalid } = useFocusFirstInvalid();
  return (
    <FormProvider {...form}>
      <form ref={formRef} onSubmit={form.handleSubmit(onSubmit, onInvalid)} noValidate>
        <Stack gap={gap}>
          {before}
          <Fieldset variant="unstyled" disabled={isReadOnly}>
            {children}
          </Fieldset>
          {after}
          <Group justify="flex-end" mt={gap === 'md' ? undefined : gap}>
            <Button variant="default" onClick={onClose}>
              {isReadOnly ? MODAL_FORM_LABELS.fechar : labels.cancelar}
            </Button>
            {!isReadOnly && (
              <Button type="submit" loading={isPending}>
                {labels.confirmar}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
