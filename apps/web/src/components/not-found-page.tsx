import { Link } from 'react-router';
import { Button, Stack, Text, Title } from '@mantine/core';
import { PublicPageLayout } from './public-page-layout';

/** Any path the route table does not know. */
export default function NotFoundPage() {
  return (
    <PublicPageLayout>
      <Stack align="center" gap="md" ta="center" mt="xl">
        <Text fz={64} fw={800} c="brand.2" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} size="h2">
          Página não encontrada
        </Title>
        <Text c="dimmed" maw={480}>
          O endereço acessado não existe ou foi alterado. Confira o endereço ou volte para o início.
        </Text>
        <Button component={Link} to="/">
          Ir para o início
        </Button>
      </Stack>
    </PublicPageLayout>
  );
}
