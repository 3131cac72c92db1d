import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import {
  Anchor,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import IconEye from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
import IconHeartHandshake from '@tabler/icons-react/dist/esm/icons/IconHeartHandshake.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import IconTarget from '@tabler/icons-react/dist/esm/icons/IconTarget.mjs';
import { CONTATO, PROVEDOR } from '@portal/shared/common/brand';
import { ESTADOS_PRE_CADASTRO } from '@portal/shared/pre-cadastro/constantes';
import { LinhaDoTempo, type ItemLinhaDoTempo } from '../../components/linha-do-tempo';
import { QUEM_SOMOS_SECOES } from '../../components/public-footer';
import { PublicPageLayout } from '../../components/public-page-layout';

const PILARES = [
  {
    icon: IconTarget,
    titulo: 'Missão',
    texto:
      'Dar às instituições financeiras um registro de contratos de veículos rápido, seguro e ' +
      'rastreável em todos os Detrans em que operam.',
  },
  {
    icon: IconEye,
    titulo: 'Visão',
    texto:
      'Ser a registradora de referência do crédito de veículos no Brasil, pela qualidade do ' +
      'atendimento e pela confiabilidade da informação.',
  },
  {
    icon: IconHeartHandshake,
    titulo: 'Valores',
    texto:
      'Ética, transparência, proteção dos dados de cada cidadão, respeito às normas de cada ' +
      'estado e proximidade com quem usa o portal no dia a dia.',
  },
] as const;

/** Our history, 2015 to 2024 (spec §1, §2.1). */
export const HISTORIA: readonly { ano: number; titulo: string; texto: string }[] = [
  {
    ano: 2015,
    titulo: 'Fundação',
    texto:
      `A ${PROVEDOR} nasce em São Paulo, fundada por profissionais com anos de experiência em ` +
      'crédito de veículos e em sistemas de trânsito.',
  },
  {
    ano: 2016,
    titulo: 'Primeiro credenciamento',
    texto:
      'Credenciamento junto ao primeiro Detran e os primeiros contratos de financiamento ' +
      'registrados eletronicamente, sem papel.',
  },
  {
    ano: 2017,
    titulo: 'Registro em lote',
    texto:
      'Envio de contratos em lote por arquivo de remessa, com retorno automático de cada ' +
      'registro para as instituições de maior volume.',
  },
  {
    ano: 2018,
    titulo: 'Consulta pública pelo chassi',
    texto:
      'Lançamento do vbExpress: qualquer pessoa acompanha pelo chassi o registro do contrato ' +
      'do seu veículo, sem expor dados pessoais.',
  },
  {
    ano: 2019,
    titulo: 'Imagens dos contratos',
    texto:
      'Registro e consulta das imagens dos contratos exigidas pelos Detrans, com integração ' +
      'por web service aos sistemas das instituições.',
  },
  {
    ano: 2020,
    titulo: 'Operação sem interrupção',
    texto:
      'Atendimento e operação mantidos integralmente em trabalho remoto durante a pandemia, ' +
      'sem interromper nenhum registro.',
  },
  {
    ano: 2021,
    titulo: 'Privacidade desde a concepção',
    texto:
      'Programa de adequação à LGPD concluído: encarregado de dados nomeado, mínimo de dados ' +
      'pessoais em cada tela e trilha de auditoria das exportações.',
  },
  {
    ano: 2022,
    titulo: 'Gestão de faturamento',
    texto:
      'Conciliação de faturamento, relatórios de taxas estaduais, notas fiscais e notas de ' +
      'débito reunidos no portal.',
  },
  {
    ano: 2023,
    titulo: 'vbPAGUE e vbDETRANS',
    texto:
      'Pagamento de taxas e boletos de credenciamento pelo vbPAGUE e consultoria junto aos ' +
      'Detrans pelo vbDETRANS.',
  },
  {
    ano: 2024,
    titulo: 'vbHUB e inteligência artificial',
    texto:
      `O vbHUB integra dados de crédito, e a gestão de taxas e o mapa de credenciamento ganham ` +
      `inteligência artificial. Atendemos instituições em ${ESTADOS_PRE_CADASTRO.length} estados.`,
  },
];

// Newest first, as the chassis timeline: the reader starts from where we are today.
const ITENS: ItemLinhaDoTempo[] = [...HISTORIA].reverse().map(({ ano, titulo, texto }) => ({
  key: String(ano),
  cor: 'brand',
  quando: ano,
  titulo,
  children: (
    <Text size="sm" c="dimmed">
      {texto}
    </Text>
  ),
}));

function Secao({
  id,
  titulo,
  children,
}: {
  id: string;
  titulo: string;
  children: React.ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={`${id}-titulo`} id={id}>
      <Title order={2} id={`${id}-titulo`}>
        {titulo}
      </Title>
      {children}
    </Stack>
  );
}

/** 'Quem somos' (spec §1, §2.1): the registradora, its history 2015-2024, its policies. */
export default function QuemSomosPage() {
  const { hash } = useLocation();

  useEffect(() => {
    // The footer's links lead to a section of this page (its policies, the whistleblower
    // channel). After the next frame: the root layout's own effect, which runs after this
    // page's, scrolls a new page to the top first.
    if (!hash) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView(),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash]);

  return (
    <PublicPageLayout withFooter>
      <Stack gap={48} maw={880} mx="auto">
        <Stack gap="md">
          <Title order={1}>Quem somos</Title>
          <Text size="lg">
            A {PROVEDOR} é uma empresa registradora de contratos de financiamento de veículos.
            Conectamos bancos, financeiras, administradoras de consórcio e seus agentes aos Detrans
            para o registro eletrônico de contratos, aditivos e gravames, com rastreabilidade de
            ponta a ponta.
          </Text>
          <Text c="dimmed">
            Desde 2015, cuidamos para que cada contrato chegue ao Detran certo, com os dados certos,
            e para que a instituição saiba em que pé está cada registro, da remessa ao retorno do
            órgão.
          </Text>
          <Group gap="md">
            <Button component={Link} to="/institucional/pre-cadastro">
              Quero ser cliente
            </Button>
            <Button
              component={Link}
              to="/vbexpress"
              variant="default"
              leftSection={<IconSearch size={18} aria-hidden />}
            >
              Consultar status pelo chassi
            </Button>
          </Group>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {PILARES.map(({ icon: Icon, titulo, texto }) => (
            <Card key={titulo} withBorder radius="md" padding="lg">
              <ThemeIcon size={40} radius="md" variant="light" mb="sm">
                <Icon size={22} aria-hidden />
              </ThemeIcon>
              <Text fw={700} mb={4} component="h2">
                {titulo}
              </Text>
              <Text size="sm" c="dimmed">
                {texto}
              </Text>
            </Card>
          ))}
        </SimpleGrid>

        <Secao id="historia" titulo="Nossa história">
          <Text c="dimmed" mb="sm">
            De 2015 a 2024, do primeiro contrato registrado ao portal de hoje.
          </Text>
          <LinhaDoTempo label="Nossa história, de 2024 a 2015" itens={ITENS} />
        </Secao>

        <Secao id={QUEM_SOMOS_SECOES.seguranca} titulo="Segurança da informação">
          <Text>
            Os dados dos contratos são tratados com os controles que o registro exige de uma
            registradora credenciada pelos Detrans:
          </Text>
          <List spacing={6}>
            <List.Item>
              acesso ao portal só com usuário e senha pessoais, senhas fortes com prazo de validade
              e sessões que expiram;
            </List.Item>
            <List.Item>
              cada usuário vê apenas os contratos da sua instituição e só o que o seu perfil
              permite;
            </List.Item>
            <List.Item>
              comunicação cifrada com os Detrans e com as instituições, e registro de cada ação
              feita em um pedido (quem, quando e por quê);
            </List.Item>
            <List.Item>
              toda exportação de dados exige justificativa e fica registrada para auditoria.
            </List.Item>
          </List>
          <Text size="sm" c="dimmed">
            Encontrou uma vulnerabilidade? Escreva para{' '}
            <Anchor underline="always" href={`mailto:${CONTATO.email}`}>
              {CONTATO.email}
            </Anchor>
            : tratamos cada relato com prioridade e sigilo.
          </Text>
        </Secao>

        <Secao id={QUEM_SOMOS_SECOES.privacidade} titulo="Privacidade e proteção de dados (LGPD)">
          <Text>
            Tratamos dados pessoais de devedores e de usuários apenas para registrar os contratos
            junto aos Detrans, cumprir obrigações legais e regulatórias e manter a segurança do
            portal (Lei nº 13.709/2018). A consulta pública pelo chassi mostra somente a situação do
            registro, nunca o nome ou o documento de quem financiou o veículo.
          </Text>
          <Text>
            Para exercer os seus direitos de titular (confirmação, acesso, correção, informação
            sobre compartilhamento), fale com o nosso encarregado pelo e-mail{' '}
            <Anchor underline="always" href={`mailto:${CONTATO.emailPrivacidade}`}>
              {CONTATO.emailPrivacidade}
            </Anchor>
            .
          </Text>
        </Secao>

        <Secao id={QUEM_SOMOS_SECOES.denuncias} titulo="Canal de denúncias">
          <Text>
            Qualquer pessoa (cliente, colaborador, fornecedor ou cidadão) pode relatar condutas
            contrárias à ética, à lei ou às nossas políticas, como fraude, corrupção, assédio ou uso
            indevido de dados. Os relatos são recebidos pela área de conformidade, apurados com
            sigilo e podem ser anônimos; não toleramos retaliação contra quem relata de boa-fé.
          </Text>
          <Text>
            Envie o seu relato para{' '}
            <Anchor underline="always" href={`mailto:${CONTATO.emailDenuncia}`}>
              {CONTATO.emailDenuncia}
            </Anchor>
            , com o máximo de detalhes que puder (o que aconteceu, quando, onde e quem estava
            envolvido).
          </Text>
        </Secao>

        <Secao id={QUEM_SOMOS_SECOES.contato} titulo="Fale conosco">
          <Text>
            Atendimento às instituições financeiras e aos seus agentes:{' '}
            <Anchor underline="always" href={CONTATO.telefoneHref}>
              {CONTATO.telefone}
            </Anchor>{' '}
            ou{' '}
            <Anchor underline="always" href={`mailto:${CONTATO.email}`}>
              {CONTATO.email}
            </Anchor>
            . {CONTATO.horario}, em {CONTATO.cidade}.
          </Text>
        </Secao>
      </Stack>
    </PublicPageLayout>
  );
}
