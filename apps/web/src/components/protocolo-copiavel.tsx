import { useId } from 'react';
import { Group, Text, UnstyledButton } from '@mantine/core';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import { showSuccess } from '../lib/notices';

export const PROTOCOLO_LABELS = {
  protocolo: 'Protocolo',
  copiar: (protocolo: string) => `${protocolo} (clique para copiar)`,
  copiado: 'Protocolo copiado para área de transferência',
} as const;

async function copyProtocolo(protocolo: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(protocolo);
    showSuccess(PROTOCOLO_LABELS.copiado);
  } catch (error) {
    // Spec §2.8: a failed copy is only logged; the protocol stays on screen to be read.
    // eslint-disable-next-line no-console -- the spec's own word: logged, not shown
    console.error('Não foi possível copiar o protocolo', error);
  }
}

/**
 * A protocol in a result dialog (spec §2.8), large, under its label; a click copies it and
 * says so ('Protocolo copiado para área de transferência').
 */
export function ProtocoloCopiavel({ protocolo }: { protocolo: string }) {
  const labelId = useId();
  return (
    <div>
      <Text size="sm" c="dimmed" id={labelId}>
        {PROTOCOLO_LABELS.protocolo}
      </Text>
      <UnstyledButton
        onClick={() => void copyProtocolo(protocolo)}
        aria-describedby={labelId}
        // The name starts with the protocol shown (WCAG 2.5.3) and says what a click does.
        aria-label={PROTOCOLO_LABELS.copiar(protocolo)}
        title={PROTOCOLO_LABELS.copiar(protocolo)}
      >
        <Group gap={6}>
          <Text fw={700} size="xl" ff="monospace" c="brand.8">
            {protocolo}
          </Text>
          <IconCopy size={18} aria-hidden />
        </Group>
      </UnstyledButton>
    </div>
  );
}
