import { DateField, type DateFieldProps } from './date-field';

export interface PeriodoFieldsProps {
  /** The period's first day ('vigenciaInicio'). */
  inicio: DateFieldProps;
  /** Its last day ('vigenciaFim'); a hint under it says what an empty end means. */
  fim: DateFieldProps;
}

/**
 * A period as two dates side by side (the caller's grid lays them out). The end's hint sits
 * between the field and its message, so a message never pushes the hint away from the field.
 */
export function PeriodoFields({ inicio, fim }: PeriodoFieldsProps) {
  return (
    <>
      <DateField {...inicio} />
      <DateField inputWrapperOrder={['label', 'input', 'description', 'error']} {...fim} />
    </>
  );
}
