import { Link } from 'react-router';
import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import IconCar from '@tabler/icons-react/dist/esm/icons/IconCar.mjs';
import IconFileCertificate from '@tabler/icons-react/dist/esm/icons/IconFileCertificate.mjs';
import IconPhoto from '@tabler/icons-react/dist/esm/icons/IconPhoto.mjs';
import IconReportMoney from '@tabler/icons-react/dist/esm/icons/IconReportMoney.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import IconShieldCheck from '@tabler/icons-react/dist/esm/icons/IconShieldCheck.mjs';
import { PROVEDOR } from '@portal/shared/common/brand';
import { HOME_URL } from '@portal/shared/menu/urls';
import { BrandMark, HOME_LINK_SUFFIX } from '../../components/brand-mark';
import { useSession } from '../../hooks/use-session';
import { LOGIN_PATH } from '../../lib/paths';
import { isSessionActive } from '../../lib/session-storage';
import classes from './landing-page.module.css';

const SERVICOS = [
  {
    icon: IconFileCertificate,
    title: 'Registro de contratos',
    text: 'Registro eletrônico de contratos de financiamento e aditivos junto aos Detrans, um a um ou em lote.',
  },
  {
    icon: IconPhoto,
    title: 'Imagens de contratos',
    text: 'Envio e consulta das imagens dos contratos exigidas pelos Detrans, com acompanhamento de pendências.',
  },
  {
    icon: IconCar,
    title: 'Gravames',
    text: 'Consulta de gravames e acompanhamento da situação de cada registro, do envio ao retorno do Detran.',
  },
  {
    icon: IconReportMoney,
    title: 'Faturamento e relatórios',
    text: 'Relatórios de faturamento, taxas estaduais, notas fiscais e notas de débito sempre à mão.',
  },
] as const;

/** Institutional landing (spec §2.1): what the registradora does, and the way in. */
export default function LandingPage() {
  const session = useSession();
  const isLoggedIn = isSessionActive(session);

  return (
    <>
      <header className={classes.header}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            {/* Named by its visible text, as the shell's home link is (WCAG 2.5.3). */}
            <Anchor component={Link} to="/" underline="never">
              <BrandMark label={PROVEDOR} />
              <VisuallyHidden>{HOME_LINK_SUFFIX}</VisuallyHidden>
            </Anchor>
            <Group gap="lg" wrap="nowrap">
              <Group gap="lg" visibleFrom="sm">
                <Anchor component={Link} to="/quem-somos" c="dark.6" fw={500} size="sm">
                  Quem somos
                </Anchor>
                <Anchor component={Link} to="/vbexpress" c="dark.6" fw={500} size="sm">
                  Status de registro
                </Anchor>
              </Group>
              {isLoggedIn ? (
                <Button component={Link} to={HOME_URL}>
                  Acessar o portal
                </Button>
              ) : (
                <Button component={Link} to={LOGIN_PATH}>
                  Entrar
                </Button>
              )}
            </Group>
          </Group>
        </Container>
      </header>

      <main>
        <section className={classes.hero}>
          <Container size="lg">
            <Stack gap="xl" maw={720}>
              <Title order={1} c="white" fz={{ base: 32, sm: 44 }} lh={1.15}>
                Registro de contratos de financiamento de veículos, com segurança e agilidade
              </Title>
              <Text fz={{ base: 'md', sm: 'lg' }} c="brand.0">
                A {PROVEDOR} conecta instituições financeiras aos Detrans para o registro eletrônico
                de contratos, aditivos e gravames, com rastreabilidade de ponta a ponta.
              </Text>
              <Group gap="md">
                <Button component={Link} to="/institucional/pre-cadastro" size="md" color="orange">
                  Quero ser cliente
                </Button>
                <Button
                  component={Link}
                  to="/vbexpress"
                  size="md"
                  variant="white"
                  leftSection={<IconSearch size={18} aria-hidden />}
                >
                  Consultar status pelo chassi
                </Button>
              </Group>
            </Stack>
          </Container>
        </section>

        <section className={classes.section} aria-labelledby="servicos">
          <Container size="lg">
            <Stack gap="xs" mb="xl">
              <Title order={2} id="servicos">
                O que fazemos
              </Title>
              <Text c="dimmed" maw={640}>
                Um único portal para as equipes de operação, backoffice e financeiro das
                instituições e de seus agentes.
              </Text>
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
              {SERVICOS.map(({ icon: Icon, title, text }) => (
                <Card key={title} withBorder radius="md" padding="lg" className={classes.card}>
                  <ThemeIcon size={44} radius="md" variant="light" mb="md">
                    <Icon size={24} aria-hidden />
                  </ThemeIcon>
                  <Text fw={700} mb={6}>
                    {title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {text}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </Container>
        </section>

        <section className={`${classes.section} ${classes.muted}`} aria-labelledby="cliente">
          <Container size="lg">
            <Group justify="space-between" align="center" gap="xl">
              <Group gap="md" wrap="nowrap" maw={640} align="flex-start">
                <ThemeIcon size={48} radius="xl" color="teal" variant="light">
                  <IconShieldCheck size={26} aria-hidden />
                </ThemeIcon>
                <Stack gap={4}>
                  <Title order={2} size="h3" id="cliente">
                    Sua instituição ainda não é cliente?
                  </Title>
                  <Text c="dimmed">
                    Faça o pré-cadastro e nossa equipe entra em contato para apresentar o portal e o
                    credenciamento nos estados em que você atua.
                  </Text>
                </Stack>
              </Group>
              <Button component={Link} to="/institucional/pre-cadastro" size="md" variant="outline">
                Fazer pré-cadastro
              </Button>
            </Group>
          </Container>
        </section>
      </main>

      <footer className={classes.footer}>
        <Container size="lg">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} {PROVEDOR}. Todos os direitos reservados.
            </Text>
            <Group gap="md">
              <Anchor component={Link} to="/quem-somos" size="sm" c="dimmed">
                Quem somos
              </Anchor>
              <Anchor component={Link} to="/vbexpress" size="sm" c="dimmed">
                Status de registro
              </Anchor>
            </Group>
          </Group>
        </Container>
      </footer>
    </>
  );
}
