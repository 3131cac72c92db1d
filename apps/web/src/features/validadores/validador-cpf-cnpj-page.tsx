import { Paper } from '@mantine/core';
import { ValidadorCpfCnpjForm } from './validador-cpf-cnpj-form';

/**
 * The same validator as a page, at the menu entry's URL: the menu opens the dialog, and this
 * page answers a direct visit or a reload of that address.
 */
export default function ValidadorCpfCnpjPage() {
  return (
    <Paper withBorder p="lg" maw={600}>
      <ValidadorCpfCnpjForm />
    </Paper>
  );
}
