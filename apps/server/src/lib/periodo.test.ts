import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper';
import { dayOf, endOfDay, startOfDay, withinPeriod } from './periodo';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const instante = (texto: string) => sql`${texto}::timestamptz`;

/** The expression's value, read in a session whose own time zone is far from Brasília's. */
async function valor<T>(expressao: ReturnType<typeof sql>): Promise<T> {
  const { rows } = await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'Asia/Tokyo'`);
    return tx.execute(sql`select ${expressao} as v`);
  });
  return (rows[0] as { v: T }).v;
}

describe('calendar days in SQL, in Brasília', () => {
  it('starts and ends a day at the midnights of Brasília', async () => {
    expect(new Date(await valor<string>(startOfDay('2026-12-02'))).toISOString()).toBe(
      '2026-12-02T03:00:00.000Z',
    );
    expect(new Date(await valor<string>(endOfDay('2026-12-02'))).toISOString()).toBe(
      '2026-12-03T03:00:00.000Z',
    );
  });

  it('keeps in a period both of its days whole, and nothing around them', async () => {
    const dentro = async (texto: string) => {
      const [desde, ate] = withinPeriod(
        sql.raw(`'${texto}'::timestamptz`) as never,
        '2026-12-01',
        '2026-12-02',
      );
      return valor<boolean>(sql`(${desde} and ${ate})`);
    };
    expect(await dentro('2026-12-01T02:59:59Z')).toBe(false);
    expect(await dentro('2026-12-01T03:00:00Z')).toBe(true);
    expect(await dentro('2026-12-03T02:59:59Z')).toBe(true);
    expect(await dentro('2026-12-03T03:00:00Z')).toBe(false);
    expect(withinPeriod(sql`x` as never, undefined, undefined)).toEqual([]);
  });

  it('reads the day of an instant in Brasília', async () => {
    expect(await valor<string>(dayOf(instante('2026-12-02T02:30:00Z')))).toBe('2026-12-01');
    expect(await valor<string>(dayOf(instante('2026-12-02T03:00:00Z')))).toBe('2026-12-02');
    // An expression, whole: the zone applies to its result.
    expect(
      await valor<string>(dayOf(sql`${instante('2026-12-03T03:00:00Z')} - interval '1 day'`)),
    ).toBe('2026-12-02');
  });
});
