import { TextField, type TextFieldProps } from './text-field';

export type DateFieldProps = Omit<TextFieldProps, 'type' | 'isBlankNull'>;

/**
 * A date of the form in context, held as 'YYYY-MM-DD' ('' when empty). The browser's own
 * date field shows it in the user's format and gives a calendar, so no mask or date library
 * is needed (@mantine/dates is not installed).
 */
export function DateField(props: DateFieldProps) {
  return <TextField {...props} type="date" />;
}
