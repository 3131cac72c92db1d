import { Fieldset, Grid } from '@mantine/core';
import type { z } from 'zod';
import type { enderecoSchema, enderecoResponseSchema } from '@portal/shared/common/endereco';
import { maskCep } from '@portal/shared/common/masks';
import { ufOptions, UFS_ORDEM_IBGE } from '@portal/shared/common/ufs';
import { MaskedField } from './masked-field';
import { MunicipioSelectField } from './municipio-select-field';
import { TextField } from './text-field';
import { UfSelectField } from './uf-select-field';

/** An address as the form holds it (the shared `enderecoSchema`'s input). */
export type EnderecoFormValues = z.input<typeof enderecoSchema>;

/** The address as the form shows it, from the server's answer (or blank). */
export function enderecoFormValuesOf(
  endereco: z.infer<typeof enderecoResponseSchema> | null,
): EnderecoFormValues {
  return {
    cep: maskCep(endereco?.cep ?? ''),
    logradouro: endereco?.logradouro ?? '',
    numero: endereco?.numero ?? '',
    complemento: endereco?.complemento ?? '',
    bairro: endereco?.bairro ?? '',
    codigoMunicipioIbge: endereco?.codigoMunicipioIbge ?? '',
    uf: (endereco?.uf ?? undefined) as EnderecoFormValues['uf'],
  };
}

const UF_OPTIONS = ufOptions(UFS_ORDEM_IBGE);

export interface EnderecoFieldsProps {
  /** Where the address sits in the form: 'endereco', 'devedor.endereco', 'credor.endereco'. */
  prefix?: string;
  legend?: string;
}

/**
 * The address fields of a form (inside a react-hook-form `FormProvider`), at `prefix`: CEP
 * with its mask, street, number, complement, district, the UF and the city chosen among the
 * UF's municipalities (the IBGE code is what is sent).
 */
export function EnderecoFields({ prefix = 'endereco', legend = 'Endereço' }: EnderecoFieldsProps) {
  const at = (field: keyof EnderecoFormValues) => `${prefix}.${field}`;
  return (
    <Fieldset legend={legend}>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <MaskedField name={at('cep')} mask="cep" label="CEP" withAsterisk />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 6 }}>
          <TextField name={at('logradouro')} label="Logradouro" withAsterisk maxLength={150} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <TextField name={at('numero')} label="Número" withAsterisk maxLength={20} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 6 }}>
          <TextField name={at('complemento')} label="Complemento" maxLength={100} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TextField name={at('bairro')} label="Bairro" withAsterisk maxLength={100} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>
          <UfSelectField
            name={at('uf')}
            municipioName={at('codigoMunicipioIbge')}
            label="UF"
            withAsterisk
            data={UF_OPTIONS}
            nothingFoundMessage="Nenhuma UF encontrada"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7, md: 8 }}>
          <MunicipioSelectField
            name={at('codigoMunicipioIbge')}
            ufName={at('uf')}
            label="Município"
            withAsterisk
            placeholder="Digite para buscar"
            placeholderSemUf="Escolha a UF primeiro"
            nothingFoundMessage="Nenhum município encontrado"
          />
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
}
