import { Suspense, lazy, useCallback, useState, type BaseSyntheticEvent } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Group,
  MaskInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { MENSAGENS } from '@portal/shared/common/messages';
import { ufLabel } from '@portal/shared/common/ufs';
import {
  ESTADOS_PRE_CADASTRO,
  PRE_CADASTRO_ESPERA_MAXIMA_SEGUNDOS,
} from '@portal/shared/pre-cadastro/constantes';
import type { PreCadastro, PreCadastroInput } from '@portal/shared/pre-cadastro/schemas';
import { showServerErrors } from '../../components/form/show-server-errors';
import { PublicCard, PublicPageLayout } from '../../components/public-page-layout';
import { isHttpError, wasReported } from '../../lib/http-client';
import { showNotice } from '../../lib/notices';
import { sendPreCadastro } from './pre-cadastro-api';
import { PRE_CADASTRO_LABELS as LABELS } from './pre-cadastro.labels';
import classes from './pre-cadastro-page.module.css';
import { useFormToken, type FormToken } from './use-form-token';

/**
 * Spec §5's phone masks. The landline mask has room for an 11th digit, which switches the
 * input to the mobile mask; deleting it switches back.
 */
const TELEFONE_MASK = '(99) 9999-99999';
const CELULAR_MASK = '(99) 9 9999-9999';
const telefoneMaskFor = (digits: string) =>
  digits.length > 10 ? { mask: CELULAR_MASK } : undefined;

/** Spec §5's CNPJ mask; `*` takes a letter too (alphanumeric CNPJ), the check digits do not. */
const CNPJ_MASK = '**.***.***/****-99';
const toUpperCase = (char: string) => char.toUpperCase();

/** Every field still empty: the form as it opens. */
const isEmpty = (values: PreCadastroInput) =>
  Object.values(values).every((value) => value === '' || (Array.isArray(value) && !value.length));

// zod and the schema load at the first validation, not with the page (as the login page does).
const preCadastroResolver: Resolver<PreCadastroInput, unknown, PreCadastro> = async (
  values,
  context,
  options,
) => {
  // As it opens, the form checks itself whole (the send button follows isValid): a form still
  // empty is not valid, which needs no schema, so zod waits for the person. A field's own check
  // (on blur, on change) always runs the schema, which names what is missing.
  const isWholeForm = (options.names?.length ?? 0) > 1;
  if (isWholeForm && isEmpty(values)) {
    return { values: {}, errors: { root: { type: 'required', message: LABELS.obrigatorios } } };
  }
  let validate: Resolver<PreCadastroInput, unknown, PreCadastro>;
  try {
    validate = (await import('./pre-cadastro-validation')).preCadastroResolver;
  } catch {
    // The code could not be fetched: the connection is down; do not submit.
    showNotice({ kind: 'error', title: MENSAGENS.tituloOps, message: MENSAGENS.falhaConexao });
    return { values: {}, errors: { root: { type: 'network', message: MENSAGENS.falhaConexao } } };
  }
  return validate(values, context, options);
};

// Needed only once the form was sent; fetched while the request runs.
const loadSuccessDialog = () => import('./pre-cadastro-success-dialog');
const PreCadastroSuccessDialog = lazy(loadSuccessDialog);

const defaultValues: PreCadastroInput = {
  nome: '',
  telefone: '',
  email: '',
  razaoSocial: '',
  cnpj: '',
  estados: [],
};

/**
 * Waits until the token is as old as the server may require: a token obtained just now (the
 * first request failed, or the server refused the old one) must not make a person look like a
 * script. A person who took the usual time to fill the form in does not wait at all.
 */
function waitUntilSendable(token: FormToken): Promise<void> {
  const ms = token.obtainedAt + PRE_CADASTRO_ESPERA_MAXIMA_SEGUNDOS * 1_000 - Date.now();
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

/** What the invisible anti-spam field holds when the form is sent. */
function siteOf(event: BaseSyntheticEvent | undefined): string {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return '';
  const value = new FormData(form).get('site');
  return typeof value === 'string' ? value : '';
}

/** Public pre-registration (spec §2.2), at /vbconnection/pre-cadastro and /institucional/pre-cadastro. */
export default function PreCadastroPage() {
  const navigate = useNavigate();
  const formToken = useFormToken();
  const [isSent, setIsSent] = useState(false);
  const form = useForm<PreCadastroInput, unknown, PreCadastro>({
    resolver: preCadastroResolver,
    mode: 'onTouched',
    defaultValues,
  });
  const { errors, isValid, isSubmitting } = form.formState;

  const backToLanding = useCallback(() => navigate('/', { replace: true }), [navigate]);

  async function send(preCadastro: PreCadastro, event?: BaseSyntheticEvent) {
    try {
      void loadSuccessDialog().catch(() => undefined);
      const token = await formToken.current();
      await waitUntilSendable(token);
      await sendPreCadastro({
        ...preCadastro,
        tokenFormulario: token.value,
        site: siteOf(event),
      });
      setIsSent(true);
    } catch (error) {
      // The server answered (a 409, a 400, a 429...): the next attempt goes with a new token.
      // Without an answer the token is kept: if the lost request was stored, sending it again
      // with the same token is answered as received and stores nothing twice.
      if (isHttpError(error)) formToken.discard();
      // The HTTP client already showed the §8 notice; the fields it names get their message.
      showServerErrors(error, form);
      if (!wasReported(error)) {
        showNotice({ kind: 'error', title: MENSAGENS.tituloOps, message: MENSAGENS.falhaConexao });
      }
    }
  }

  return (
    <PublicPageLayout>
      <PublicCard title={LABELS.titulo} intro={LABELS.introducao}>
        {formToken.isUnavailable && (
          <Alert color="orange" variant="light">
            {LABELS.formularioIndisponivel}
          </Alert>
        )}
        <form onSubmit={form.handleSubmit(send)} noValidate>
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={LABELS.nome}
                withAsterisk
                autoComplete="name"
                maxLength={150}
                error={errors.nome?.message}
                {...form.register('nome')}
              />
              <TextInput
                label={LABELS.email}
                withAsterisk
                type="email"
                autoComplete="email"
                maxLength={100}
                error={errors.email?.message}
                {...form.register('email')}
              />
              <Controller
                name="telefone"
                control={form.control}
                render={({ field, fieldState }) => (
                  <MaskInput
                    label={LABELS.telefone}
                    withAsterisk
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel-national"
                    placeholder="(00) 0 0000-0000"
                    mask={TELEFONE_MASK}
                    modify={telefoneMaskFor}
                    slotChar={null}
                    showMaskOnFocus={false}
                    ref={field.ref}
                    name={field.name}
                    onBlur={field.onBlur}
                    onChangeRaw={(_digits, masked) => field.onChange(masked)}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                name="cnpj"
                control={form.control}
                render={({ field, fieldState }) => (
                  <MaskInput
                    label={LABELS.cnpj}
                    withAsterisk
                    autoComplete="off"
                    autoCapitalize="characters"
                    placeholder="00.000.000/0000-00"
                    mask={CNPJ_MASK}
                    transform={toUpperCase}
                    slotChar={null}
                    showMaskOnFocus={false}
                    ref={field.ref}
                    name={field.name}
                    onBlur={field.onBlur}
                    onChangeRaw={(_characters, masked) => field.onChange(masked)}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </SimpleGrid>
            <TextInput
              label={LABELS.razaoSocial}
              withAsterisk
              autoComplete="organization"
              maxLength={150}
              error={errors.razaoSocial?.message}
              {...form.register('razaoSocial')}
            />

            <Controller
              name="estados"
              control={form.control}
              render={({ field }) => {
                const selected = field.value ?? [];
                const isAll = selected.length === ESTADOS_PRE_CADASTRO.length;
                return (
                  <Fieldset
                    legend={
                      <Text span size="sm" fw={600}>
                        {LABELS.estados}
                      </Text>
                    }
                    variant="unstyled"
                  >
                    <Stack gap="sm" mt={6}>
                      <Checkbox
                        label={LABELS.selecionarTodos}
                        checked={isAll}
                        indeterminate={selected.length > 0 && !isAll}
                        onChange={() => field.onChange(isAll ? [] : [...ESTADOS_PRE_CADASTRO])}
                        fw={500}
                      />
                      <Checkbox.Group value={selected} onChange={(value) => field.onChange(value)}>
                        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="xs">
                          {ESTADOS_PRE_CADASTRO.map((uf) => (
                            <Checkbox key={uf} value={uf} label={ufLabel(uf)} />
                          ))}
                        </SimpleGrid>
                      </Checkbox.Group>
                    </Stack>
                  </Fieldset>
                );
              }}
            />

            {/* Invisible to people and to screen readers: only a bot fills it in. */}
            <div className={classes.site} aria-hidden="true">
              <label>
                {LABELS.site}
                <input type="text" name="site" tabIndex={-1} autoComplete="off" />
              </label>
            </div>

            <Text size="sm" c="dimmed">
              {LABELS.obrigatorios}
            </Text>
            <Group justify="space-between" gap="sm">
              <Anchor component={Link} to="/" size="sm">
                {LABELS.voltar}
              </Anchor>
              <Button type="submit" size="md" disabled={!isValid} loading={isSubmitting}>
                {LABELS.enviar}
              </Button>
            </Group>
          </Stack>
        </form>
      </PublicCard>

      {isSent && (
        <Suspense fallback={null}>
          <PreCadastroSuccessDialog onClose={backToLanding} />
        </Suspense>
      )}
    </PublicPageLayout>
  );
}
