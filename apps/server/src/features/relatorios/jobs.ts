import { z } from 'zod';
import type { JobDefinition, JobQueue } from '../../lib/jobs/job-queue';
import type { RelatoriosRepository } from './repository';
import { FUSO_BRASILIA } from '@portal/shared/common/datas';

/** The queue of the daily purge of old access events. */
export const PURGA_EVENTOS_QUEUE = 'relatorios.purgar-eventos-acesso';

/** Events deleted per statement: each batch is a short statement of its own. */
export const PURGA_EVENTOS_LOTE = 5_000;

export interface PurgaEventosOptions {
  /** Events older than this many days go (ACESSO_EVENTOS_RETENCAO_DIAS). */
  retencaoDias: number;
  lote?: number;
  /** When it runs (cron, in Brasília): by default at 03:30, when the portal is quietest. */
  cron?: string;
}

/**
 * `eventos_acesso` gets a row for every login, failure and logout, forever: a scheduled job
 * deletes the events older than the retention, in batches (no long transaction, no lock held
 * between two batches), keeping each user's last password event. Idempotent: run twice, the
 * second finds nothing left to delete.
 */
export function defineEventosPurge(
  jobs: JobQueue,
  repository: Pick<RelatoriosRepository, 'purgeEventos'>,
  { retencaoDias, lote = PURGA_EVENTOS_LOTE, cron = '30 3 * * *' }: PurgaEventosOptions,
): JobDefinition<Record<string, never>> {
  const definition: JobDefinition<Record<string, never>> = {
    name: PURGA_EVENTOS_QUEUE,
    schema: z.strictObject({}),
    // A day's purge that fails is tried again a few times; the next day's finds what it left.
    queue: { retryLimit: 3, retryDelay: 300, expireInSeconds: 3_600 },
    schedule: { cron, tz: FUSO_BRASILIA },
    async handle(_data, job) {
      let total = 0;
      for (;;) {
        const deleted = await repository.purgeEventos(retencaoDias, lote);
        total += deleted;
        if (deleted < lote) break;
      }
      job.log.info({ apagados: total, retencaoDias }, 'old access events purged');
    },
  };
  jobs.define(definition);
  return definition;
}
