import { Component, type ReactNode } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { MENSAGENS } from '@portal/shared/common/messages';
import { PublicPageLayout } from './public-page-layout';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

interface PageErrorBoundaryProps {
  children: ReactNode;
  /** A new value (the next page) clears the error. */
  resetKey: string;
}

interface PageErrorBoundaryState {
  error: unknown;
  resetKey: string;
}

/**
 * A page that failed to load or render. After a deploy the old page files are gone, so the
 * usual cure is reloading the browser: say so instead of leaving a blank screen.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<PageErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <PublicPageLayout>
        <Stack align="center" gap="md" ta="center" mt="xl">
          <Title order={1} size="h2">
            Não foi possível exibir esta página
          </Title>
          <Text c="dimmed" maw={520}>
            {isChunkLoadError(this.state.error) ? MENSAGENS.novaVersao : MENSAGENS.erroInterno}
          </Text>
          <Button onClick={() => window.location.reload()}>Recarregar a página</Button>
        </Stack>
      </PublicPageLayout>
    );
  }
}
