import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { maskCnpj, maskTelefone } from '@portal/shared/common/masks';
import { formatMoeda } from '@portal/shared/common/moeda';
import { ufOptions, UFS, UFS_ORDEM_IBGE } from '@portal/shared/common/ufs';
import {
  ANO_MINIMO,
  CHASSI_LENGTH,
  CHASSI_REMARCADO_MAX_LENGTH,
} from '@portal/shared/common/veiculo';
import { maskChassi } from '@portal/shared/common/masks';
import type { CampoExigivel } from '@portal/shared/contratos/detran-regras';
import {
  OPERACOES,
  TAXA_REGISTRO_OPCOES,
  TIPOS_ADITIVO,
  VEICULOS_MAX,
  type Operacao,
} from '@portal/shared/contratos/schemas';
import { TIPOS_RESTRICAO } from '@portal/shared/common/restricoes';
import { CheckboxField } from '../../components/form/checkbox-field';
import { ClienteSelectField } from '../../components/form/cliente-select-field';
import { DateField } from '../../components/form/date-field';
import { EnderecoFields } from '../../components/form/endereco-fields';
import { LookupSelectField } from '../../components/form/lookup-select-field';
import { MarcaModeloField } from '../../components/form/marca-modelo-field';
import { MaskedField } from '../../components/form/masked-field';
import { MoedaField } from '../../components/form/moeda-field';
import { MunicipioSelectField } from '../../components/form/municipio-select-field';
import { NumberField } from '../../components/form/number-field';
import { PercentualField } from '../../components/form/percentual-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { UfSelectField } from '../../components/form/uf-select-field';
import { agentesFinanceirosOfClienteQuery } from '../../lib/lookups/agentes-financeiros-of-cliente';
import { credorDoAgenteQuery } from '../../lib/lookups/credor-do-agente';
import { GravameDoSng } from './gravame-do-sng';
import { veiculoVazio, type ContratoFormValues, type Secao } from './contrato-form-values';
import { CONTRATO_LABELS as L } from './contratos.labels';
import type { DetranDoContrato } from './use-detran-do-contrato';

const UF_OPTIONS = ufOptions(UFS_ORDEM_IBGE);
const COL2 = { base: 12, sm: 6 };
const COL3 = { base: 12, sm: 6, md: 4 };
const COL4 = { base: 12, sm: 6, md: 3 };

/** The id of a section's heading: the summary links to it. */
export const secaoId = (secao: Secao) => `secao-${secao}`;

/** One section of the form (spec §2.8), a titled panel a screen reader lists as a region. */
export function Secao({
  secao,
  children,
  extra,
}: {
  secao: Secao;
  children: ReactNode;
  extra?: ReactNode;
}) {
  const id = secaoId(secao);
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={id}>
          {L.secoes[secao]}
        </Title>
        {extra}
      </Group>
      {children}
    </Paper>
  );
}

export function AditivoSecao() {
  return (
    <Secao secao="aditivo">
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <MaskedField
            name="protocoloOriginal"
            mask={{ mask: (typed) => typed.replace(/\D/g, '').slice(0, 14), inputMode: 'numeric' }}
            label={L.protocoloOriginal}
            description={L.protocoloOriginalDescricao}
            withAsterisk
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }} />
        <Grid.Col span={COL3}>
          <SelectField
            name="aditivo.tipo"
            label={L.tipoAditivo}
            withAsterisk
            data={Object.entries(TIPOS_ADITIVO).map(([value, label]) => ({ value, label }))}
          />
        </Grid.Col>
        <Grid.Col span={COL3}>
          <TextField name="aditivo.numero" label={L.numeroAditivo} withAsterisk maxLength={20} />
        </Grid.Col>
        <Grid.Col span={COL3}>
          <DateField name="aditivo.data" label={L.dataAditivo} withAsterisk />
        </Grid.Col>
      </Grid>
    </Secao>
  );
}

/**
 * The client (a registradora user chooses it first) and its financial agent; choosing the
 * agent fills the creditor with the agent's data.
 */
export function AgenteFinanceiroSecao({
  isRegistradora,
  clienteDoUsuario,
}: {
  isRegistradora: boolean;
  clienteDoUsuario: string | null;
}) {
  const { setValue } = useFormContext<ContratoFormValues>();
  const queryClient = useQueryClient();
  const escolhido = useWatch<ContratoFormValues, 'clienteId'>({ name: 'clienteId' });
  const clienteId = isRegistradora ? (escolhido ?? null) : clienteDoUsuario;

  const fillCredor = async (agenteId: string | null) => {
    if (!agenteId) return;
    // A failure is already told by the global notice; the creditor is then typed by hand.
    const credor = await queryClient.fetchQuery(credorDoAgenteQuery(agenteId)).catch(() => null);
    if (!credor) return;
    const options = { shouldDirty: true, shouldValidate: true } as const;
    setValue('credor.nome', credor.nome, options);
    setValue('credor.cnpj', maskCnpj(credor.cnpj), options);
    setValue('credor.telefone', maskTelefone(`${credor.ddd}${credor.telefone}`), options);
    setValue(
      'credor.endereco',
      {
        cep: credor.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2'),
        logradouro: credor.logradouro,
        numero: credor.numero,
        complemento: credor.complemento ?? '',
        bairro: credor.bairro,
        codigoMunicipioIbge: credor.codigoMunicipioIbge,
        uf: credor.uf as ContratoFormValues['credor']['endereco']['uf'],
      },
      options,
    );
  };

  return (
    <Secao secao="agenteFinanceiro">
      <Grid>
        {isRegistradora && (
          <Grid.Col span={COL2}>
            <ClienteSelectField
              label={L.cliente}
              withAsterisk
              nothingFoundMessage={L.nenhum}
              onChange={() => setValue('agenteFinanceiroId', '')}
            />
          </Grid.Col>
        )}
        <Grid.Col span={COL2}>
          <LookupSelectField
            name="agenteFinanceiroId"
            label={L.agenteFinanceiro}
            withAsterisk
            searchable
            query={agentesFinanceirosOfClienteQuery(clienteId ?? '')}
            enabled={Boolean(clienteId)}
            disabled={!clienteId}
            placeholder={clienteId ? undefined : L.escolhaClientePrimeiro}
            toOption={(agente) => ({
              value: agente.id,
              label: `${agente.nome} - ${maskCnpj(agente.cnpj)}`,
            })}
            nothingFoundMessage={L.nenhum}
            parse={(option) => option ?? ''}
            onChange={(option) => void fillCredor(option)}
          />
        </Grid.Col>
      </Grid>
    </Secao>
  );
}

export function CredorSecao() {
  return (
    <Secao secao="credor">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {L.credorDoAgente}
        </Text>
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextField name="credor.nome" label={L.razaoSocial} withAsterisk maxLength={150} />
          </Grid.Col>
          <Grid.Col span={COL4}>
            <MaskedField name="credor.cnpj" mask="cnpj" label={L.cnpj} withAsterisk />
          </Grid.Col>
          <Grid.Col span={COL4}>
            <MaskedField name="credor.telefone" mask="telefone" label={L.telefone} withAsterisk />
          </Grid.Col>
        </Grid>
        <EnderecoFields prefix="credor.endereco" legend={L.endereco} />
      </Stack>
    </Secao>
  );
}

export function DevedorSecao({ exigidos }: ExigidosProps) {
  return (
    <Secao secao="devedor">
      <Stack gap="sm">
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextField name="devedor.nome" label={L.nome} withAsterisk maxLength={150} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <MaskedField name="devedor.cpfCnpj" mask="cpfCnpj" label={L.cpfCnpj} withAsterisk />
          </Grid.Col>
          <Grid.Col span={COL2}>
            <MaskedField name="devedor.telefone" mask="telefone" label={L.telefone} withAsterisk />
          </Grid.Col>
          <Grid.Col span={COL2}>
            <TextField
              name="devedor.email"
              label={L.email}
              withAsterisk={exigidos.has('devedor.email')}
              type="email"
              maxLength={150}
            />
          </Grid.Col>
        </Grid>
        <EnderecoFields prefix="devedor.endereco" legend={L.endereco} />
      </Stack>
    </Secao>
  );
}

export function TerceiroGarantidorSecao() {
  return (
    <Secao secao="terceiroGarantidor">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {L.terceiroOpcional}
        </Text>
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextField name="terceiroGarantidor.nome" label={L.nome} maxLength={150} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <MaskedField name="terceiroGarantidor.cpfCnpj" mask="cpfCnpj" label={L.cpfCnpj} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Secao>
  );
}

const LISTA = new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' });

/**
 * Which Detran the contract goes to (the first vehicle's licensing UF), its fee in force today
 * for the contract's operation (what the order will record), whether it takes orders, and the
 * fields it requires beyond everyone's (marked in the form).
 */
function DetranDestino({ destino, operacao }: { destino: DetranDoContrato; operacao: Operacao }) {
  const { uf, detran, formulario, regras, isAsking } = destino;
  if (!uf)
    return (
      <Text size="sm" c="dimmed">
        {L.detranPelaUf}
      </Text>
    );
  if (detran === undefined) return null;
  if (detran === null)
    return (
      <Alert color="orange" role="status" p="xs">
        {L.semDetran(uf)}
      </Alert>
    );
  const taxa = formulario?.taxas.find((item) => item.tipoServico === operacao);
  const servico = taxa?.servico ?? OPERACOES[operacao];
  const exigidos = regras?.camposObrigatorios.map(({ nome }) => nome) ?? [];
  return (
    <Stack gap={4} role="status">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {L.detranDestino(detran.nome)}
        </Text>
        {taxa && (
          <Text size="sm">
            {taxa.valor
              ? L.taxaDetranHoje(servico, formatMoeda(taxa.valor))
              : L.semTaxaHoje(servico)}
          </Text>
        )}
      </Group>
      {isAsking && (
        <Text size="sm" c="dimmed">
          {L.consultandoDetran(detran.nome)}
        </Text>
      )}
      {formulario && !formulario.ativo && (
        <Alert color="orange" role="note" p="xs">
          {L.detranInativo(formulario.nome)}
        </Alert>
      )}
      {exigidos.length > 0 && (
        <Text size="sm">{L.detranExige(detran.nome, LISTA.format(exigidos))}</Text>
      )}
    </Stack>
  );
}

function VeiculoFields({
  index,
  canRemove,
  onRemove,
  exigidos,
}: {
  index: number;
  canRemove: boolean;
  onRemove: () => void;
  exigidos: ReadonlySet<CampoExigivel>;
}) {
  const at = (field: string) => `veiculos.${index}.${field}`;
  const isRemarcado =
    useWatch<ContratoFormValues, `veiculos.${number}.remarcado`>({
      name: `veiculos.${index}.remarcado`,
    }) ?? false;
  const chassiMax = isRemarcado ? CHASSI_REMARCADO_MAX_LENGTH : CHASSI_LENGTH;
  const titleId = `veiculo-${index}`;
  return (
    <Paper component="fieldset" aria-labelledby={titleId} withBorder radius="sm" p="sm" m={0}>
      <Group justify="space-between" mb="xs">
        <Text component="legend" fw={700} id={titleId} p={0}>
          {L.veiculo(index + 1)}
        </Text>
        {canRemove && (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onRemove}
          >
            {L.removerVeiculo(index + 1)}
          </Button>
        )}
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap={6}>
            <MaskedField
              name={at('chassi')}
              mask={{ mask: (typed) => maskChassi(typed, chassiMax) }}
              label={L.chassi}
              withAsterisk
            />
            <CheckboxField name={at('remarcado')} label={L.remarcado} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <MarcaModeloField
            name={at('marcaModeloCodigo')}
            holds="codigo"
            label={L.marcaModelo}
            withAsterisk
          />
        </Grid.Col>
        <Grid.Col span={COL4}>
          <UfSelectField
            name={at('ufLicenciamento')}
            label={L.ufLicenciamento}
            withAsterisk
            data={UF_OPTIONS}
            nothingFoundMessage={L.nenhum}
          />
        </Grid.Col>
        <Grid.Col span={COL4}>
          <MaskedField
            name={at('placa')}
            mask="placa"
            label={L.placa}
            withAsterisk={exigidos.has('veiculos[].placa')}
            placeholder={exigidos.has('veiculos[].placa') ? undefined : L.semPlaca}
          />
        </Grid.Col>
        <Grid.Col span={COL4}>
          <SelectField
            name={at('ufPlaca')}
            label={L.ufPlaca}
            searchable
            clearable
            data={UFS}
            parse={(option) => option}
          />
        </Grid.Col>
        <Grid.Col span={COL4}>
          <MaskedField
            name={at('renavam')}
            mask="renavam"
            label={L.renavam}
            withAsterisk={exigidos.has('veiculos[].renavam')}
            placeholder={exigidos.has('veiculos[].renavam') ? undefined : L.semPlaca}
          />
        </Grid.Col>
        <Grid.Col span={COL4}>
          <NumberField
            name={at('anoFabricacao')}
            label={L.anoFabricacao}
            withAsterisk
            min={ANO_MINIMO}
            maxLength={4}
            isEmptyUndefined
          />
        </Grid.Col>
        <Grid.Col span={COL4}>
          <NumberField
            name={at('anoModelo')}
            label={L.anoModelo}
            withAsterisk
            min={ANO_MINIMO}
            maxLength={4}
            isEmptyUndefined
          />
        </Grid.Col>
        <Grid.Col span={COL4}>
          <MaskedField
            name={at('numeroGravame')}
            mask={{ mask: (typed) => typed.replace(/\D/g, '').slice(0, 8), inputMode: 'numeric' }}
            label={L.numeroGravame}
            withAsterisk
          />
          <GravameDoSng index={index} />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

/** Fields a Detran may require beyond everyone's (`form/contrato/detran/{id}`). */
interface ExigidosProps {
  exigidos: ReadonlySet<CampoExigivel>;
}

/** The vehicles, a list a person adds to and removes from (at least one). */
export function VeiculosSecao({
  destino,
  operacao,
}: {
  destino: DetranDoContrato;
  /** The operation the form sends (1-4): the Detran fee shown is that one's. */
  operacao: Operacao;
}) {
  const { fields, append, remove } = useFieldArray<ContratoFormValues, 'veiculos'>({
    name: 'veiculos',
  });
  const { formState } = useFormContext<ContratoFormValues>();
  const arrayError =
    (formState.errors.veiculos as { root?: { message?: string }; message?: string })?.root
      ?.message ?? (formState.errors.veiculos as { message?: string } | undefined)?.message;
  return (
    <Secao secao="veiculos">
      <Stack gap="sm">
        <DetranDestino destino={destino} operacao={operacao} />
        {fields.map((field, index) => (
          <VeiculoFields
            key={field.id}
            index={index}
            canRemove={fields.length > 1}
            onRemove={() => remove(index)}
            exigidos={destino.exigidos}
          />
        ))}
        {arrayError && (
          <Text c="red" size="sm" role="alert">
            {arrayError}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={fields.length >= VEICULOS_MAX}
            onClick={() => append(veiculoVazio())}
          >
            {L.adicionarVeiculo}
          </Button>
        </Group>
      </Stack>
    </Secao>
  );
}

export function ContratoSecao({ exigidos }: ExigidosProps) {
  return (
    <Secao secao="contrato">
      <Stack gap="sm">
        <Grid>
          <Grid.Col span={COL3}>
            <TextField
              name="contrato.numero"
              label={L.numeroContrato}
              withAsterisk
              maxLength={20}
            />
          </Grid.Col>
          <Grid.Col span={COL3}>
            <DateField name="contrato.data" label={L.dataContrato} withAsterisk />
          </Grid.Col>
          <Grid.Col span={COL3}>
            <SelectField
              name="contrato.tipoRestricao"
              label={L.tipoRestricao}
              withAsterisk
              data={Object.entries(TIPOS_RESTRICAO).map(([value, label]) => ({
                value,
                label: `${value} - ${label}`,
              }))}
            />
          </Grid.Col>
          <Grid.Col span={COL4}>
            <NumberField
              name="contrato.quantidadeParcelas"
              label={L.quantidadeParcelas}
              withAsterisk
              min={1}
              maxLength={3}
              isEmptyUndefined
            />
          </Grid.Col>
          <Grid.Col span={COL4}>
            <MoedaField name="contrato.parcela" label={L.parcela} withAsterisk />
          </Grid.Col>
          <Grid.Col span={COL4}>
            <MoedaField
              name="contrato.totalFinanciamento"
              label={L.totalFinanciamento}
              withAsterisk
            />
          </Grid.Col>
          <Grid.Col span={COL4}>
            <SelectField
              name="contrato.taxaRegistro"
              label={L.taxaRegistro}
              withAsterisk
              data={TAXA_REGISTRO_OPCOES.map((valor) => ({
                value: valor,
                label: formatMoeda(valor),
              }))}
            />
          </Grid.Col>
          <Grid.Col span={COL4}>
            <DateField
              name="contrato.dataPrimeiroVencimento"
              label={L.dataPrimeiroVencimento}
              withAsterisk
            />
          </Grid.Col>
          <Grid.Col span={COL4}>
            <DateField
              name="contrato.dataUltimoVencimento"
              label={L.dataUltimoVencimento}
              withAsterisk
            />
          </Grid.Col>
          <Grid.Col span={COL4}>
            <PercentualField name="contrato.taxaJurosMes" label={L.taxaJurosMes} withAsterisk />
          </Grid.Col>
          <Grid.Col span={COL4}>
            <PercentualField name="contrato.taxaJurosAno" label={L.taxaJurosAno} withAsterisk />
          </Grid.Col>
          <Grid.Col span={COL4}>
            <MoedaField name="contrato.iof" label={L.iof} withAsterisk />
          </Grid.Col>
          <Grid.Col span={COL4}>
            <MoedaField name="contrato.comissao" label={L.comissao} />
          </Grid.Col>
          <Grid.Col span={COL4}>
            <TextField
              name="contrato.indiceCorrecao"
              label={L.indiceCorrecao}
              withAsterisk={exigidos.has('contrato.indiceCorrecao')}
              maxLength={20}
            />
          </Grid.Col>
          <Grid.Col span={COL4}>
            <DateField
              name="contrato.dataLiberacaoCredito"
              label={L.dataLiberacaoCredito}
              withAsterisk
            />
          </Grid.Col>
          <Grid.Col span={COL4}>
            <UfSelectField
              name="contrato.ufLiberacao"
              municipioName="contrato.codigoMunicipioLiberacao"
              label={L.ufLiberacao}
              withAsterisk
              data={UF_OPTIONS}
              nothingFoundMessage={L.nenhum}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <MunicipioSelectField
              name="contrato.codigoMunicipioLiberacao"
              ufName="contrato.ufLiberacao"
              label={L.codigoMunicipioLiberacao}
              withAsterisk
              placeholder={L.digiteParaBuscar}
              placeholderSemUf={L.escolhaUf}
              nothingFoundMessage={L.nenhum}
            />
          </Grid.Col>
        </Grid>
        <Text size="sm" c="dimmed">
          {L.consorcioOpcional}
        </Text>
        <Grid>
          <Grid.Col span={COL2}>
            <TextField name="contrato.consorcio.grupo" label={L.grupo} maxLength={10} />
          </Grid.Col>
          <Grid.Col span={COL2}>
            <TextField name="contrato.consorcio.cota" label={L.cota} maxLength={10} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Secao>
  );
}

export function DadosComplementaresSecao({ exigidos }: ExigidosProps) {
  return (
    <Secao secao="dadosComplementares">
      <Grid>
        <Grid.Col span={COL3}>
          <MoedaField name="dadosComplementares.mora" label={L.mora} />
        </Grid.Col>
        <Grid.Col span={COL3}>
          <PercentualField
            name="dadosComplementares.taxaMora"
            label={L.taxaMora}
            withAsterisk={exigidos.has('dadosComplementares.taxaMora')}
          />
        </Grid.Col>
        <Grid.Col span={COL3}>
          <SelectField
            name="dadosComplementares.taxaMoraAoDia"
            label={L.taxaMoraAoDia}
            withAsterisk
            data={[
              { value: 'N', label: L.aoMes },
              { value: 'S', label: L.aoDia },
            ]}
          />
        </Grid.Col>
        <Grid.Col span={COL3}>
          <PercentualField
            name="dadosComplementares.taxaMulta"
            label={L.taxaMulta}
            withAsterisk={exigidos.has('dadosComplementares.taxaMulta')}
          />
        </Grid.Col>
        <Grid.Col span={COL3}>
          <MoedaField name="dadosComplementares.taxaContrato" label={L.taxaContrato} />
        </Grid.Col>
      </Grid>
    </Secao>
  );
}
