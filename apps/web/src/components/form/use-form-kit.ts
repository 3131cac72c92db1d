import { useMemo } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { formResolver, type FormResolverOptions } from './form-resolver';

export interface UseFormKitOptions<Values extends FieldValues, Output>
  extends
    FormResolverOptions<Values>,
    Omit<UseFormProps<Values, unknown, Output>, 'resolver' | 'defaultValues'> {
  defaultValues: DefaultValues<Values>;
}

/**
 * A react-hook-form form validated by a shared zod schema through the kit's one resolver
 * (`formResolver`), checked when a field is left and again on each change after that (spec
 * §5: on blur, on submit and on value change). The form holds the schema's input unless a
 * `Values` type is given, with a `prepare` that reshapes it for the schema.
 */
export function useFormKit<
  Schema extends z.ZodType,
  Values extends FieldValues = z.input<Schema> & FieldValues,
>(
  schema: Schema,
  {
    prepare,
    isClienteRequired,
    isBlankRequired,
    requiredPaths,
    ...props
  }: NoInfer<UseFormKitOptions<Values, z.output<Schema>>>,
): UseFormReturn<Values, unknown, z.output<Schema>> {
  const resolver = useMemo(
    () =>
      formResolver<Schema, Values>(schema, {
        prepare,
        isClienteRequired,
        isBlankRequired,
        requiredPaths,
      }),
    [schema, prepare, isClienteRequired, isBlankRequired, requiredPaths],
  );
  // Focus after a refused submit is the kit's (useFocusFirstInvalid, in the order a person reads
  // the form); react-hook-form's own, in registration order and a timer later, would take it back.
  return useForm<Values, unknown, z.output<Schema>>({
    mode: 'onTouched',
    shouldFocusError: false,
    ...props,
    resolver,
  });
}
