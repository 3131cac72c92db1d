import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import type { FieldErrors } from 'react-hook-form';
import { campoLabel, resumoPorSecao } from './contrato-form-values';
import { secaoId } from './contrato-secoes';
import { CONTRATO_LABELS as L } from './contratos.labels';

/** A blank form has dozens of messages: each section lists its first ones (all are under their fields). */
const ITENS_POR_SECAO = 3;

/**
 * What is wrong, per section, after a refused 'Enviar' (the fields show their own messages
 * too; focus goes to the first of them). Each section links to its heading.
 */
export function ResumoErros({ errors }: { errors: FieldErrors }) {
  const secoes = resumoPorSecao(errors);
  if (secoes.length === 0) return null;
  return (
    <Alert color="red" title={L.resumoTitulo} aria-label={L.resumoTitulo}>
      <Stack gap="xs">
        {secoes.map(({ secao, itens }) => (
          <div key={secao}>
            <Anchor href={`#${secaoId(secao)}`} fw={700} c="red.9" size="sm">
              {L.resumoSecao(L.secoes[secao], itens.length)}
            </Anchor>
            <List size="sm" spacing={2}>
              {itens.slice(0, ITENS_POR_SECAO).map((item) => (
                <List.Item key={item.path}>
                  <Text span size="sm">
                    {campoLabel(item.path)}: {item.message}
                  </Text>
                </List.Item>
              ))}
              {itens.length > ITENS_POR_SECAO && (
                <List.Item>
                  <Text span size="sm">
                    {L.resumoMais(itens.length - ITENS_POR_SECAO)}
                  </Text>
                </List.Item>
              )}
            </List>
          </div>
        ))}
      </Stack>
    </Alert>
  );
}
