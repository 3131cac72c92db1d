import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import {
  Alert,
  Box,
  Button,
  Center,
  Code,
  CopyButton,
  Group,
  Image,
  List,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import {
  duasEtapasConfirmacaoSchema,
  duasEtapasDesativacaoSchema,
  type DuasEtapasDesativacaoInput,
  type DuasEtapasInicio,
  type DuasEtapasSituacao,
} from '@portal/shared/auth/duas-etapas';
import { PasswordField } from '../../components/form/password-field';
import { showServerErrors } from '../../components/form/show-server-errors';
import { TextField } from '../../components/form/text-field';
import { useFocusFirstInvalid } from '../../components/form/use-focus-first-invalid';
import { useFormKit } from '../../components/form/use-form-kit';
import { showSuccess } from '../../lib/notices';
import { clearDeviceToken } from '../../lib/session-storage';
import {
  confirmTwoStep,
  deactivateTwoStep,
  fetchTwoStepStatus,
  regenerateRecoveryCodes,
  startTwoStep,
} from './auth-api';

export const DUAS_ETAPAS_TITULO = 'Verificação em duas etapas';
export const DUAS_ETAPAS_ATIVADA = 'Verificação em duas etapas ativada.';
export const DUAS_ETAPAS_DESATIVADA = 'Verificação em duas etapas desativada.';
export const CODIGOS_RECUPERACAO_GERADOS =
  'Novos códigos de recuperação gerados. Os anteriores deixaram de valer.';
export const GERAR_NOVOS_CODIGOS = 'Gerar novos códigos de recuperação';

type Etapa =
  | { tipo: 'carregando' }
  | { tipo: 'situacao'; situacao: DuasEtapasSituacao }
  | { tipo: 'configurar'; inicio: DuasEtapasInicio }
  | { tipo: 'codigos'; codigos: string[] }
  | { tipo: 'regenerar'; situacao: DuasEtapasSituacao }
  | { tipo: 'erro' };

export interface TwoStepSettingsModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The user's two-step login (issue 12), from the user menu: turn it on (QR code and the secret
 * for the authenticator app, a code to confirm, then the recovery codes shown once), get new
 * recovery codes (with a code; shown once, the old ones void) or turn it off (with the password
 * or a code).
 */
export function TwoStepSettingsModal({ opened, onClose }: TwoStepSettingsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={DUAS_ETAPAS_TITULO} size="lg" centered>
      {/* Mounted only while open: every opening reads the status again, and a secret or the
          recovery codes never outlive the dialog. */}
      {opened && <TwoStepSettings onClose={onClose} />}
    </Modal>
  );
}

function TwoStepSettings({ onClose }: { onClose: () => void }) {
  const [etapa, setEtapa] = useState<Etapa>({ tipo: 'carregando' });
  const [isStarting, setIsStarting] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    fetchTwoStepStatus().then(
      (situacao) => isCurrent && setEtapa({ tipo: 'situacao', situacao }),
      () => isCurrent && setEtapa({ tipo: 'erro' }),
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  async function start() {
    setIsStarting(true);
    try {
      setEtapa({ tipo: 'configurar', inicio: await startTwoStep() });
    } catch {
      // The global notice said why.
    } finally {
      setIsStarting(false);
    }
  }

  switch (etapa.tipo) {
    case 'carregando':
      return (
        <Center py="xl">
          <Loader aria-label="Carregando" />
        </Center>
      );
    case 'erro':
      return (
        <Alert color="red" variant="light">
          Não foi possível consultar a verificação em duas etapas. Tente novamente em alguns
          minutos.
        </Alert>
      );
    case 'situacao':
      return etapa.situacao.ativa ? (
        <Deactivate
          situacao={etapa.situacao}
          onClose={onClose}
          onRegenerate={() => setEtapa({ tipo: 'regenerar', situacao: etapa.situacao })}
        />
      ) : (
        <Stack gap="md">
          <Text size="sm">
            Além da senha, o login passa a pedir um código de 6 dígitos gerado por um aplicativo
            autenticador no seu celular (Google Authenticator, Microsoft Authenticator, Authy e
            outros). Se estiver sem o celular, você pode receber um código por e-mail ou usar um
            código de recuperação.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button onClick={() => void start()} loading={isStarting}>
              Ativar
            </Button>
          </Group>
        </Stack>
      );
    case 'configurar':
      return (
        <Enrol
          inicio={etapa.inicio}
          onClose={onClose}
          onConfirmed={(codigos) => setEtapa({ tipo: 'codigos', codigos })}
        />
      );
    case 'codigos':
      return <RecoveryCodes codigos={etapa.codigos} onClose={onClose} />;
    case 'regenerar':
      return (
        <Regenerate
          onBack={() => setEtapa({ tipo: 'situacao', situacao: etapa.situacao })}
          onRegenerated={(codigos) => setEtapa({ tipo: 'codigos', codigos })}
        />
      );
  }
}

/** 'ABCD EFGH ...': easier to type into an app than 32 letters in a row. */
const inGroups = (segredo: string) => segredo.replace(/(.{4})(?=.)/g, '$1 ');

function Enrol({
  inicio,
  onClose,
  onConfirmed,
}: {
  inicio: DuasEtapasInicio;
  onClose: () => void;
  onConfirmed: (codigos: string[]) => void;
}) {
  return (
    <Stack gap="md">
      <Text size="sm" fw={600}>
        1. No aplicativo autenticador, adicione uma conta lendo este QR code:
      </Text>
      <Center>
        <Image
          src={inicio.qrCode}
          alt="QR code da chave da verificação em duas etapas"
          w={200}
          h={200}
        />
      </Center>
      <Box>
        <Text size="sm">Ou digite esta chave no aplicativo:</Text>
        {/* Key and button wrap on a phone: a 32-letter key leaves no room beside it. */}
        <Group gap="xs" mt={4}>
          <Code data-testid="segredo-totp" fz="sm">
            {inGroups(inicio.segredo)}
          </Code>
          <CopyButton value={inicio.segredo}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="light" onClick={copy}>
                {copied ? 'Chave copiada' : 'Copiar chave'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Box>
      <CodeForNewCodes
        label="2. Digite o código de 6 dígitos que o aplicativo mostra"
        send={confirmTwoStep}
        success={DUAS_ETAPAS_ATIVADA}
        onCodes={onConfirmed}
        cancel={{ label: 'Cancelar', onClick: onClose }}
        submitLabel="Confirmar"
      />
    </Stack>
  );
}

/** The code field of the authenticator app (6 digits; a space typed in the middle is allowed). */
function CodigoDoAplicativoField({ label }: { label: string }) {
  return (
    <TextField
      name="codigo"
      label={label}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={7}
    />
  );
}

/**
 * A current code of the app, sent for a new set of recovery codes: the enrolment's
 * confirmation and the regeneration.
 */
function CodeForNewCodes({
  intro,
  label,
  send,
  success,
  onCodes,
  cancel,
  submitLabel,
}: {
  intro?: string;
  label: string;
  send: (values: { codigo: string }) => Promise<{ codigosRecuperacao: string[] }>;
  success: string;
  onCodes: (codigos: string[]) => void;
  cancel: { label: string; onClick: () => void };
  submitLabel: string;
}) {
  const form = useFormKit(duasEtapasConfirmacaoSchema, { defaultValues: { codigo: '' } });
  const { formRef, onInvalid } = useFocusFirstInvalid();

  async function submit(values: { codigo: string }) {
    try {
      const { codigosRecuperacao } = await send(values);
      showSuccess(success);
      onCodes(codigosRecuperacao);
    } catch (error) {
      showServerErrors(error, form);
    }
  }

  return (
    <FormProvider {...form}>
      <form ref={formRef} onSubmit={form.handleSubmit(submit, onInvalid)} noValidate>
        <Stack gap="md">
          {intro && <Text size="sm">{intro}</Text>}
          <CodigoDoAplicativoField label={label} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel.onClick}>
              {cancel.label}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

function RecoveryCodes({ codigos, onClose }: { codigos: string[]; onClose: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="orange" variant="light" title="Guarde os seus códigos de recuperação">
        Cada código permite entrar uma única vez sem o aplicativo, se você perder o celular. Guarde
        em lugar seguro: eles não serão mostrados de novo.
      </Alert>
      <SimpleGrid cols={2} spacing="xs" data-testid="codigos-recuperacao">
        {codigos.map((codigo) => (
          <Code key={codigo} fz={{ base: 'sm', sm: 'md' }} ta="center" py={6}>
            {codigo}
          </Code>
        ))}
      </SimpleGrid>
      <Group justify="flex-end" gap="sm">
        <CopyButton value={codigos.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Códigos copiados' : 'Copiar códigos'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onClose}>Já guardei os códigos</Button>
      </Group>
    </Stack>
  );
}

/** New recovery codes, confirmed with a current code of the app (the session alone is not enough). */
function Regenerate({
  onBack,
  onRegenerated,
}: {
  onBack: () => void;
  onRegenerated: (codigos: string[]) => void;
}) {
  return (
    <CodeForNewCodes
      intro={
        'Os códigos de recuperação que você tem hoje, usados ou não, deixarão de valer, e 10 ' +
        'códigos novos serão mostrados uma única vez.'
      }
      label="Para confirmar, digite o código de 6 dígitos que o aplicativo mostra"
      send={regenerateRecoveryCodes}
      success={CODIGOS_RECUPERACAO_GERADOS}
      onCodes={onRegenerated}
      cancel={{ label: 'Voltar', onClick: onBack }}
      submitLabel="Gerar códigos"
    />
  );
}

function Deactivate({
  situacao,
  onClose,
  onRegenerate,
}: {
  situacao: DuasEtapasSituacao;
  onClose: () => void;
  onRegenerate: () => void;
}) {
  const form = useFormKit(duasEtapasDesativacaoSchema, {
    defaultValues: { password: '', codigo: '' },
  });
  const { formRef, onInvalid } = useFocusFirstInvalid();

  async function submit(values: DuasEtapasDesativacaoInput) {
    try {
      await deactivateTwoStep({
        ...(values.password ? { password: values.password } : {}),
        ...(values.codigo?.trim() ? { codigo: values.codigo.trim() } : {}),
      });
    } catch (error) {
      showServerErrors(error, form);
      return;
    }
    // The server forgot this user's trusted devices: this browser's token is void.
    clearDeviceToken();
    showSuccess(DUAS_ETAPAS_DESATIVADA);
    onClose();
  }

  return (
    <Stack gap="md">
      <Alert color="green" variant="light">
        A verificação em duas etapas está ativa. Restam {situacao.codigosRecuperacaoRestantes}{' '}
        {situacao.codigosRecuperacaoRestantes === 1
          ? 'código de recuperação'
          : 'códigos de recuperação'}
        .
      </Alert>
      <Group justify="space-between" gap="xs">
        <Text size="sm">Perdeu ou usou os seus códigos de recuperação?</Text>
        <Button variant="light" size="compact-sm" onClick={onRegenerate}>
          {GERAR_NOVOS_CODIGOS}
        </Button>
      </Group>
      <Text size="sm">
        Para desativar, confirme com a sua senha ou com um código do aplicativo.
      </Text>
      <FormProvider {...form}>
        <form ref={formRef} onSubmit={form.handleSubmit(submit, onInvalid)} noValidate>
          <Stack gap="md">
            <PasswordField name="password" label="Senha atual" autoComplete="current-password" />
            <CodigoDoAplicativoField label="Ou código do aplicativo" />
            <List size="xs" c="dimmed">
              <List.Item>Os dispositivos confiáveis também serão esquecidos.</List.Item>
            </List>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancelar
              </Button>
              <Button type="submit" color="red" loading={form.formState.isSubmitting}>
                Desativar
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Stack>
  );
}
