import { Badge, Stack, Text } from '@mantine/core';
import { EXPORTACAO_SITUACOES, type ExportacaoSituacao } from '@portal/shared/common/exportacao';

const COR_DA_SITUACAO: Record<ExportacaoSituacao, string> = {
  AGUARDANDO: 'blue',
  GERANDO: 'yellow',
  CONCLUIDA: 'teal',
  FALHOU: 'red',
};

/** A background export's state as a badge, with why it failed under it when it did. */
export function ExportacaoSituacaoBadge({
  situacao,
  mensagem,
}: {
  situacao: ExportacaoSituacao;
  mensagem: string | null;
}) {
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={COR_DA_SITUACAO[situacao]} variant="light" miw="max-content">
        {EXPORTACAO_SITUACOES[situacao]}
      </Badge>
      {mensagem && (
        <Text size="xs" c="red.9">
          {mensagem}
        </Text>
      )}
    </Stack>
  );
}
