import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Fieldset, Grid, Select, TextInput } from '@mantine/core';
import type { z } from 'zod';
import type { enderecoSchema, enderecoResponseSchema } from '@portal/shared/common/endereco';
import { ufOptions, UFS_ORDEM_IBGE } from '@portal/shared/common/ufs';
import { maskCep } from '@portal/shared/common/masks';
import { cidadesOfUfQuery } from '../lib/lookups/cidades-of-uf';

/** The address part of a form, as typed (the shared `enderecoSchema`'s input). */
export type EnderecoFormValues = z.input<typeof enderecoSchema>;

/** A form that has an `endereco` (clients, financial agents). */
export interface ComEndereco {
  endereco: EnderecoFormValues;
}

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

/**
 * The address fields of a registration form (inside a react-hook-form `FormProvider`): CEP
 * with its mask, street, number, complement, district, the UF and the city chosen among the
 * UF's municipalities (the IBGE code is what is sent).
 */
export function CadastroEnderecoFields({ legend = 'Endereço' }: { legend?: string }) {
  const { control, register, setValue, formState } = useFormContext<ComEndereco>();
  const errors = formState.errors.endereco;
  const uf = useWatch({ control, name: 'endereco.uf' });
  const cidades = useQuery({ ...cidadesOfUfQuery(uf), enabled: Boolean(uf) });

  return (
    <Fieldset legend={legend}>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <Controller
            control={control}
            name="endereco.cep"
            render={({ field }) => (
              <TextInput
                label="CEP"
                withAsterisk
                placeholder="00000-000"
                inputMode="numeric"
                value={field.value ?? ''}
                onChange={(event) => field.onChange(maskCep(event.currentTarget.value))}
                onBlur={field.onBlur}
                error={errors?.cep?.message}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 6 }}>
          <TextInput
            label="Logradouro"
            withAsterisk
            maxLength={150}
            {...register('endereco.logradouro')}
            error={errors?.logradouro?.message}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <TextInput
            label="Número"
            withAsterisk
            maxLength={20}
            {...register('endereco.numero')}
            error={errors?.numero?.message}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 6 }}>
          <TextInput
            label="Complemento"
            maxLength={100}
            {...register('endereco.complemento')}
            error={errors?.complemento?.message}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TextInput
            label="Bairro"
            withAsterisk
            maxLength={100}
            {...register('endereco.bairro')}
            error={errors?.bairro?.message}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>
          <Controller
            control={control}
            name="endereco.uf"
            render={({ field }) => (
              <Select
                label="UF"
                withAsterisk
                searchable
                data={UF_OPTIONS}
                value={field.value ?? null}
                onChange={(value) => {
                  field.onChange(value ?? undefined);
                  setValue('endereco.codigoMunicipioIbge', '');
                }}
                onBlur={field.onBlur}
                error={errors?.uf?.message}
                nothingFoundMessage="Nenhuma UF encontrada"
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7, md: 8 }}>
          <Controller
            control={control}
            name="endereco.codigoMunicipioIbge"
            render={({ field }) => (
              <Select
                label="Município"
                withAsterisk
                searchable
                limit={100}
                placeholder={uf ? 'Digite para buscar' : 'Escolha a UF primeiro'}
                disabled={!uf}
                data={cidades.data?.map((c) => ({ value: c.codigoIbge, label: c.nome })) ?? []}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errors?.codigoMunicipioIbge?.message}
                nothingFoundMessage="Nenhum município encontrado"
              />
            )}
          />
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
}
