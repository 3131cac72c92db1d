import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatData } from '@portal/shared/common/datas';
import {
  maskCep,
  maskChassi,
  maskCnpj,
  maskCpfCnpj,
  maskPlaca,
  maskTelefone,
} from '@portal/shared/common/masks';
import { displayMoeda } from '@portal/shared/common/moeda';
import { TIPOS_RESTRICAO, type TipoRestricao } from '@portal/shared/common/restricoes';
import type { PedidoContrato } from '@portal/shared/contratos/pedido-schemas';
import { TIPOS_ADITIVO, type TipoAditivo } from '@portal/shared/contratos/schemas';
import {
  CAMPO_CONTRATO_LABELS as C,
  SECAO_CONTRATO_LABELS,
  type SecaoContrato,
} from '@portal/shared/contratos/secoes';
import { gravameConsultaUrl } from '@portal/shared/menu/urls';
import { usePermission } from '../../hooks/use-permission';
import { refreshFlags, useShownSince } from '../../lib/background-refresh';
import { cidadesOfUfQuery } from '../../lib/lookups/cidades-of-uf';
import { fetchPedidoContrato } from '../../lib/pedido-contrato';
import { pedidoQueryKey } from './pedidos-api';
import { PEDIDO_LABELS as L } from './pedidos.labels';
import { Campo } from '../../components/campo';

/** A value of the stored contract: shown as it is, or 'Não informado'. */
type Valor = string | number | boolean | null | undefined;

interface Endereco {
  cep?: string;
  logradouro?: string;
  numero?: string;
  complemento?: string | null;
  bairro?: string;
  codigoMunicipioIbge?: string;
  uf?: string;
}
interface Pessoa {
  nome?: string;
  cnpj?: string;
  cpfCnpj?: string;
  endereco?: Endereco;
  telefone?: string;
  email?: string | null;
}
interface Veiculo {
  chassi?: string;
  remarcado?: boolean;
  placa?: string | null;
  ufPlaca?: string | null;
  ufLicenciamento?: string;
  renavam?: string | null;
  anoFabricacao?: number;
  anoModelo?: number;
  marcaModeloCodigo?: number;
  numeroGravame?: string;
}
/** The contract as stored with the order (`PedidoContrato.dados`): every part may be absent. */
interface DadosContrato {
  credor?: Pessoa;
  devedor?: Pessoa;
  terceiroGarantidor?: Pessoa | null;
  veiculos?: Veiculo[];
  contrato?: Record<string, Valor> & { consorcio?: { grupo?: string; cota?: string } | null };
  dadosComplementares?: Record<string, Valor>;
  aditivo?: { tipo?: string; numero?: string; data?: string };
  protocoloOriginal?: string;
}

const texto = (valor: Valor, format: (v: string) => string = String): string =>
  valor === null || valor === undefined || valor === '' ? L.semInformacao : format(String(valor));
const data = (valor: Valor) => texto(valor, formatData);
const moeda = (valor: Valor) => texto(valor, (v) => displayMoeda(v));
const percentual = (valor: Valor) => texto(valor, (v) => `${v.replace('.', ',')}%`);

type MarcaModelo = PedidoContrato['marcasModelos'][number];

/** The brand/model by its catalogue name, the code beside it; a code not in the catalogue, noted. */
function marcaModeloTexto(codigo: number | undefined, catalogo: readonly MarcaModelo[]): string {
  if (codigo === undefined || codigo === null) return L.semInformacao;
  const nome = catalogo.find((marcaModelo) => marcaModelo.codigo === codigo);
  return nome
    ? L.marcaModeloNome(nome.marca, nome.modelo, codigo)
    : L.marcaModeloSemCadastro(codigo);
}

function Grade({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}

/** One section of the contract, titled as the form titles it (spec §2.8). */
function Secao({ secao, children }: { secao: SecaoContrato; children: ReactNode }) {
  const id = `espelho-${secao}`;
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p="lg">
      <Title order={2} size="h5" id={id} mb="sm">
        {SECAO_CONTRATO_LABELS[secao]}
      </Title>
      {children}
    </Paper>
  );
}

/** The municipality's name from its IBGE code (the UF's list, kept for the session). */
function Municipio({ codigo, uf }: { codigo?: string; uf?: string }) {
  const cidades = useQuery({ ...cidadesOfUfQuery(uf ?? ''), enabled: Boolean(uf) });
  if (!codigo) return <>{L.semInformacao}</>;
  const nome = cidades.data?.find((cidade) => cidade.codigoIbge === codigo)?.nome;
  return <>{nome ? `${nome}/${uf}` : `${codigo} (IBGE)`}</>;
}

function EnderecoTexto({ endereco }: { endereco?: Endereco }) {
  if (!endereco) return <>{L.semInformacao}</>;
  const rua = [endereco.logradouro, endereco.numero, endereco.complemento]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      {`${rua} - ${endereco.bairro ?? ''} - `}
      <Municipio codigo={endereco.codigoMunicipioIbge} uf={endereco.uf} />
      {endereco.cep ? ` - CEP ${maskCep(endereco.cep)}` : ''}
    </>
  );
}

function PessoaCampos({ pessoa, documento }: { pessoa: Pessoa; documento: 'cnpj' | 'cpfCnpj' }) {
  const doc = documento === 'cnpj' ? pessoa.cnpj : pessoa.cpfCnpj;
  return (
    <Grade>
      <Campo label={C.nome}>{texto(pessoa.nome)}</Campo>
      <Campo label={documento === 'cnpj' ? C.cnpj : C.cpfCnpj}>
        {texto(doc, documento === 'cnpj' ? maskCnpj : maskCpfCnpj)}
      </Campo>
      {pessoa.telefone !== undefined && (
        <Campo label={C.telefone}>{texto(pessoa.telefone, maskTelefone)}</Campo>
      )}
      {pessoa.email !== undefined && <Campo label={C.email}>{texto(pessoa.email)}</Campo>}
      {pessoa.endereco && (
        <Campo label={C.endereco}>
          <EnderecoTexto endereco={pessoa.endereco} />
        </Campo>
      )}
    </Grade>
  );
}

function VeiculoCampos({
  veiculo,
  n,
  marcasModelos,
  canConsultGravame,
}: {
  veiculo: Veiculo;
  n: number;
  marcasModelos: readonly MarcaModelo[];
  canConsultGravame: boolean;
}) {
  const id = `espelho-veiculo-${n}`;
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="sm" p="md">
      <Title order={3} size="h6" id={id} mb="xs">
        {`${L.veiculo} ${n}`}
      </Title>
      <Grade>
        <Campo label={C.chassi}>
          <span style={{ fontFamily: 'monospace' }}>
            {texto(veiculo.chassi, (v) => maskChassi(v, 21))}
          </span>
          {veiculo.remarcado ? ` (${C.remarcado.toLowerCase()})` : ''}
        </Campo>
        <Campo label={C.placa}>
          {veiculo.placa ? `${maskPlaca(veiculo.placa)} (${veiculo.ufPlaca ?? ''})` : L.semPlaca}
        </Campo>
        <Campo label={C.ufLicenciamento}>{texto(veiculo.ufLicenciamento)}</Campo>
        <Campo label={C.renavam}>{texto(veiculo.renavam)}</Campo>
        <Campo label={`${C.anoFabricacao}/${C.anoModelo.toLowerCase()}`}>
          {`${texto(veiculo.anoFabricacao)}/${texto(veiculo.anoModelo)}`}
        </Campo>
        <Campo label={C.marcaModelo}>
          {marcaModeloTexto(veiculo.marcaModeloCodigo, marcasModelos)}
        </Campo>
        <Campo label={C.numeroGravame}>
          {texto(veiculo.numeroGravame)}
          {canConsultGravame && veiculo.chassi && (
            <>
              {' '}
              <Anchor component={Link} to={gravameConsultaUrl(veiculo.chassi)} size="sm" fw={400}>
                {L.consultarNoSng}
              </Anchor>
            </>
          )}
        </Campo>
      </Grade>
    </Paper>
  );
}

/**
 * The contract mirror (espelho do contrato): every section of the contract the order carries, as
 * it was sent or last corrected, in the form's order and words (spec §2.8), with masked
 * documents, money in reais and dates in pt-BR.
 */
export function PedidoEspelho({ protocolo, versao }: { protocolo: string; versao: number }) {
  const canConsultGravame = usePermission('GRAVAME_CONSULTAR');
  const since = useShownSince();
  const query = useQuery({
    queryKey: [...pedidoQueryKey(protocolo), 'contrato', versao],
    queryFn: ({ client }) =>
      fetchPedidoContrato(
        protocolo,
        refreshFlags(client, [...pedidoQueryKey(protocolo), 'contrato'], { since }),
      ),
    placeholderData: (anterior) => anterior,
  });
  if (query.isPending) return <Loader size="sm" aria-label={L.carregandoContrato} />;
  if (query.isError) return <Text c="red">{L.contratoIndisponivel}</Text>;
  const dados = query.data.dados as DadosContrato;
  const contrato = dados.contrato ?? {};
  const complementares = dados.dadosComplementares ?? {};
  const tipoAditivo = dados.aditivo?.tipo as TipoAditivo | undefined;
  const restricao = contrato.tipoRestricao as TipoRestricao | undefined;
  return (
    <Stack gap="lg">
      {dados.aditivo && (
        <Secao secao="aditivo">
          <Grade>
            <Campo label={C.protocoloOriginal}>{texto(dados.protocoloOriginal)}</Campo>
            <Campo label={C.tipoAditivo}>
              {tipoAditivo ? (TIPOS_ADITIVO[tipoAditivo] ?? tipoAditivo) : L.semInformacao}
            </Campo>
            <Campo label={C.numeroAditivo}>{texto(dados.aditivo.numero)}</Campo>
            <Campo label={C.dataAditivo}>{data(dados.aditivo.data)}</Campo>
          </Grade>
        </Secao>
      )}
      {dados.credor && (
        <Secao secao="credor">
          <PessoaCampos pessoa={dados.credor} documento="cnpj" />
        </Secao>
      )}
      {dados.devedor && (
        <Secao secao="devedor">
          <PessoaCampos pessoa={dados.devedor} documento="cpfCnpj" />
        </Secao>
      )}
      <Secao secao="terceiroGarantidor">
        {dados.terceiroGarantidor ? (
          <PessoaCampos pessoa={dados.terceiroGarantidor} documento="cpfCnpj" />
        ) : (
          <Text c="dimmed">{L.semTerceiro}</Text>
        )}
      </Secao>
      <Secao secao="veiculos">
        <Stack gap="sm">
          {(dados.veiculos ?? []).map((veiculo, index) => (
            <VeiculoCampos
              key={veiculo.chassi ?? index}
              veiculo={veiculo}
              n={index + 1}
              marcasModelos={query.data.marcasModelos}
              canConsultGravame={canConsultGravame}
            />
          ))}
        </Stack>
      </Secao>
      <Secao secao="contrato">
        <Grade>
          <Campo label={C.numeroContrato}>{texto(contrato.numero)}</Campo>
          <Campo label={C.dataContrato}>{data(contrato.data)}</Campo>
          <Campo label={C.tipoRestricao}>
            {restricao ? `${restricao}: ${TIPOS_RESTRICAO[restricao] ?? ''}` : L.semInformacao}
          </Campo>
          <Campo label={C.quantidadeParcelas}>{texto(contrato.quantidadeParcelas)}</Campo>
          <Campo label={C.parcela}>{moeda(contrato.parcela)}</Campo>
          <Campo label={C.totalFinanciamento}>{moeda(contrato.totalFinanciamento)}</Campo>
          <Campo label={C.dataPrimeiroVencimento}>{data(contrato.dataPrimeiroVencimento)}</Campo>
          <Campo label={C.dataUltimoVencimento}>{data(contrato.dataUltimoVencimento)}</Campo>
          <Campo label={C.taxaJurosMes}>{percentual(contrato.taxaJurosMes)}</Campo>
          <Campo label={C.taxaJurosAno}>{percentual(contrato.taxaJurosAno)}</Campo>
          <Campo label={C.iof}>{moeda(contrato.iof)}</Campo>
          <Campo label={C.comissao}>{moeda(contrato.comissao)}</Campo>
          <Campo label={C.indiceCorrecao}>{texto(contrato.indiceCorrecao)}</Campo>
          <Campo label={C.dataLiberacaoCredito}>{data(contrato.dataLiberacaoCredito)}</Campo>
          <Campo label={C.codigoMunicipioLiberacao}>
            <Municipio
              codigo={contrato.codigoMunicipioLiberacao as string | undefined}
              uf={contrato.ufLiberacao as string | undefined}
            />
          </Campo>
          <Campo label={C.taxaRegistro}>{moeda(contrato.taxaRegistro)}</Campo>
          {contrato.consorcio && (
            <>
              <Campo label={C.grupo}>{texto(contrato.consorcio.grupo)}</Campo>
              <Campo label={C.cota}>{texto(contrato.consorcio.cota)}</Campo>
            </>
          )}
        </Grade>
      </Secao>
      <Secao secao="dadosComplementares">
        <Grade>
          <Campo label={C.mora}>{moeda(complementares.mora)}</Campo>
          <Campo label={C.taxaMora}>
            {complementares.taxaMora
              ? `${percentual(complementares.taxaMora)} ${
                  complementares.taxaMoraAoDia === 'S' ? C.aoDia : C.aoMes
                }`.toLowerCase()
              : L.semInformacao}
          </Campo>
          <Campo label={C.taxaMulta}>{percentual(complementares.taxaMulta)}</Campo>
          <Campo label={C.taxaContrato}>{moeda(complementares.taxaContrato)}</Campo>
        </Grade>
      </Secao>
    </Stack>
  );
}
