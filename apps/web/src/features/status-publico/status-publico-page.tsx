import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { maskChassi } from '@portal/shared/common/masks';
import { CHASSI_REMARCADO_MAX_LENGTH } from '@portal/shared/common/veiculo-constantes';
import {
  DICAS_REGISTRO_INEXISTENTE,
  STATUS_REGISTRO_TEXTOS,
  type StatusRegistroResposta,
} from '@portal/shared/status-publico/textos';
import { LinhaDoTempo, type ItemLinhaDoTempo } from '../../components/linha-do-tempo';
import { PublicPageLayout } from '../../components/public-page-layout';
import { FOCUS_TARGET_CLASS } from '../../components/skip-link';
import { formatDateTime } from '../../lib/dates';
import { wasReported } from '../../lib/http-client';
import { fetchStatusRegistro, validateChassi } from './status-publico-api';

const CAMPO_ID = 'chassi-consulta';

interface Resultado {
  chassi: string;
  resposta: StatusRegistroResposta;
}

/** The timeline's items, newest first (spec §2.3: in reverse order), with the §4 texts. */
function itensDe({ status, dataStatus, protocolo }: StatusRegistroResposta): ItemLinhaDoTempo[] {
  const ultimoSucesso = status.lastIndexOf('REGISTRO_COM_SUCESSO');
  return status
    .map((codigo, indice): ItemLinhaDoTempo => {
      const { texto, cor } = STATUS_REGISTRO_TEXTOS[codigo];
      const quando = formatDateTime(dataStatus[indice]);
      return {
        key: `${indice}-${codigo}`,
        cor,
        titulo: texto,
        quando: quando ?? undefined,
        children:
          codigo === 'REGISTRO_COM_SUCESSO' && indice === ultimoSucesso && protocolo ? (
            <Text size="sm">
              Protocolo: <strong>{protocolo}</strong>
            </Text>
          ) : codigo === 'REGISTRO_INEXISTENTE' ? (
            <List size="sm" spacing={4}>
              {DICAS_REGISTRO_INEXISTENTE.map((dica) => (
                <List.Item key={dica}>{dica}</List.Item>
              ))}
            </List>
          ) : undefined,
      };
    })
    .reverse();
}

/**
 * vbExpress (spec §2.3, §4): anyone checks, without logging in, where the registration of a
 * vehicle's financing contract stands, by its chassis. No debtor data is ever shown (LGPD).
 */
export default function StatusPublicoPage({ title }: { title: string }) {
  const [chassi, setChassi] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const [isPesquisando, setPesquisando] = useState(false);
  const campo = useRef<HTMLInputElement>(null);
  const titulo = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The reader goes to the answer it asked for.
    if (resultado) titulo.current?.focus();
  }, [resultado]);

  async function search(event: FormEvent) {
    event.preventDefault();
    // Spec §5: the lookup runs only for a valid, non-empty input ('Campo obrigatório').
    const validado = await validateChassi(chassi);
    if ('erro' in validado) {
      setErro(validado.erro);
      campo.current?.focus();
      return;
    }
    setErro(null);
    setPesquisando(true);
    try {
      const resposta = await fetchStatusRegistro(validado.chassi);
      setResultado({ chassi: validado.chassi, resposta });
    } catch (error) {
      // The HTTP client already told the person (spec §8 notice); anything else is a bug.
      if (!wasReported(error)) throw error;
    } finally {
      setPesquisando(false);
    }
  }

  function startNovaConsulta() {
    setChassi('');
    setErro(null);
    setResultado(null);
    campo.current?.focus();
  }

  return (
    <PublicPageLayout withFooter>
      <Stack gap="xl" maw={760} mx="auto">
        <Stack gap="xs">
          <Title order={1}>{title}</Title>
          <Text c="dimmed">
            Consulte pelo chassi do veículo como está o registro do contrato de financiamento junto
            ao Detran. Nenhum dado pessoal de quem financiou é exibido.
          </Text>
        </Stack>

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <form onSubmit={search} noValidate>
            <Stack gap="md">
              <TextInput
                id={CAMPO_ID}
                ref={campo}
                label="Chassi"
                description="17 caracteres (até 21 se remarcado), sem as letras I, O e Q."
                placeholder="Ex.: 9BWZZZ377VT004251"
                value={chassi}
                onChange={(event) => {
                  setChassi(maskChassi(event.currentTarget.value, CHASSI_REMARCADO_MAX_LENGTH));
                  setErro(null);
                }}
                error={erro}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                required
                size="md"
              />
              <Group gap="sm">
                <Button
                  type="submit"
                  size="md"
                  loading={isPesquisando}
                  leftSection={<IconSearch size={18} aria-hidden />}
                >
                  Pesquisar
                </Button>
                <Button type="button" size="md" variant="default" onClick={startNovaConsulta}>
                  Nova Consulta
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>

        <div aria-live="polite">
          {resultado && (
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
              <Stack gap="lg">
                <Stack gap={4}>
                  <Title
                    order={2}
                    size="h3"
                    ref={titulo}
                    tabIndex={-1}
                    className={FOCUS_TARGET_CLASS}
                  >
                    Status do Contrato de Financiamento
                  </Title>
                  <Text>
                    Chassi: <strong>{resultado.chassi}</strong>
                  </Text>
                </Stack>
                <LinhaDoTempo
                  label="Etapas do registro, da mais recente à mais antiga"
                  itens={itensDe(resultado.resposta)}
                />
              </Stack>
            </Paper>
          )}
        </div>
      </Stack>
    </PublicPageLayout>
  );
}
