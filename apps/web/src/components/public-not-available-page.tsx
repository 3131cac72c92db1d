import { Link } from 'react-router';
import { Button, Group } from '@mantine/core';
import NotAvailablePage from './not-available-page';
import { PublicPageLayout } from './public-page-layout';

/** A public route (no login, no shell) that a later issue builds. */
export default function PublicNotAvailablePage({ title }: { title: string }) {
  return (
    <PublicPageLayout>
      <NotAvailablePage title={title} withHeading />
      <Group justify="center" mt="lg">
        <Button component={Link} to="/" variant="default">
          Voltar para o início
        </Button>
      </Group>
    </PublicPageLayout>
  );
}
