import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { ReadingPatch } from '../../src/domain/reading';
import { hashAccessToken } from '../../src/server/readings/access-token';
import { createReading } from '../../src/server/readings/create-reading';
import { updateReading } from '../../src/server/readings/update-reading';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

// Many updates at once go out grouped (update-reading.ts): each must still land on its own
// reading, only with its own token, in the order a visitor sent them.
describe.each(DATABASE_KINDS)('grouped reading updates on the %s database', (kind) => {
  let database: TestDatabase;
  type Owned = { id: number; tokenHash: string };
  let owned: Owned[];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    owned = [];
    for (let i = 0; i < 40; i += 1) {
      const { id, token } = await createReading(
        database.db,
        { gender: 'female' },
        { country_name: null, region: null, city: null, country_code: 'US' },
      );
      owned.push({ id, tokenHash: hashAccessToken(token) });
    }
  });

  afterAll(() => database.dispose());

  async function rows(): Promise<Map<number, Record<string, unknown>>> {
    const result = (await database.db.execute(sql`select * from readings order by id`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    return new Map(result.rows.map((row) => [Number(row.id), row]));
  }

  it('applies a burst of different updates, each to its own reading', async () => {
    const patches: ReadingPatch[] = owned.map((_, i) =>
      i % 3 === 0
        ? { birth_time: `${(i % 12) + 1}:0${i % 10} PM` }
        : i % 3 === 1
          ? { name: `Zoë Nguyễn ${i}`, email: `v${i}@example.com` }
          : { birth_date: `19${50 + i}-02-0${(i % 9) + 1}`, birth_city_lat: i / 2, birth_city_state: null },
    );
    // Grouped statements go through db.execute; a lone update uses its prepared statement.
    const grouped = vi.spyOn(database.db, 'execute');
    const results = await Promise.all(
      owned.map(({ id, tokenHash }, i) => updateReading(database.db, id, tokenHash, patches[i]!)),
    );
    expect(grouped.mock.calls.length).toBeGreaterThan(0);
    expect(grouped.mock.calls.length).toBeLessThan(owned.length / 2);
    grouped.mockRestore();
    expect(results.every(Boolean)).toBe(true);
    const stored = await rows();
    owned.forEach(({ id }, i) => expect(stored.get(id)).toMatchObject(patches[i]!));
  });

  it('refuses a wrong token inside a burst and leaves that reading alone', async () => {
    const before = (await rows()).get(owned[1]!.id);
    const results = await Promise.all([
      updateReading(database.db, owned[0]!.id, owned[0]!.tokenHash, { question1: 'Mine' }),
      updateReading(database.db, owned[1]!.id, owned[0]!.tokenHash, { question1: 'Not mine' }),
      updateReading(database.db, owned[2]!.id, owned[2]!.tokenHash, { question1: 'Also mine' }),
      updateReading(database.db, 9_999_999, owned[3]!.tokenHash, { question1: 'Nobody' }),
    ]);
    expect(results).toEqual([true, false, true, false]);
    const stored = await rows();
    expect(stored.get(owned[0]!.id)?.question1).toBe('Mine');
    expect(stored.get(owned[1]!.id)?.question1).toBe(before?.question1);
    expect(stored.get(owned[2]!.id)?.question1).toBe('Also mine');
  });

  it('lands repeated writes to one reading in the order they were sent', async () => {
    const { id, tokenHash } = owned[5]!;
    const writes = Array.from({ length: 12 }, (_, i) =>
      updateReading(database.db, id, tokenHash, { additional_info: `write ${i}` }),
    );
    const others = owned
      .slice(6, 30)
      .map((reading) => updateReading(database.db, reading.id, reading.tokenHash, { additional_info: 'other' }));
    expect(await Promise.all([...writes, ...others])).toEqual(Array(36).fill(true));
    expect((await rows()).get(id)?.additional_info).toBe('write 11');
  });

  it('answers a group whose statement lost the database with an error, never success, and goes on', async () => {
    const lost = new Error('Connection terminated unexpectedly');
    const before = await rows();
    // The grouped statement fails as it would when PostgreSQL ends the connection under it.
    const grouped = vi.spyOn(database.db, 'execute').mockRejectedValue(lost);
    const results = await Promise.allSettled(
      owned.map(({ id, tokenHash }) => updateReading(database.db, id, tokenHash, { question2: `lost ${id}` })),
    );
    expect(grouped).toHaveBeenCalled();
    grouped.mockRestore();
    const stored = await rows();
    owned.forEach(({ id }, i) => {
      const result = results[i]!;
      if (result.status === 'fulfilled') expect(stored.get(id)?.question2).toBe(`lost ${id}`);
      else {
        expect(result.reason).toBe(lost);
        expect(stored.get(id)?.question2).toBe(before.get(id)?.question2);
      }
    });
    // Only the lone updates that did not wait went through; a group is not retried row by row.
    expect(results.filter((result) => result.status === 'rejected').length).toBeGreaterThan(owned.length / 2);
    // The queue's counters were restored: a later burst is applied in full.
    const again = await Promise.all(
      owned.map(({ id, tokenHash }) => updateReading(database.db, id, tokenHash, { question2: `back ${id}` })),
    );
    expect(again.every(Boolean)).toBe(true);
    const after = await rows();
    owned.forEach(({ id }) => expect(after.get(id)?.question2).toBe(`back ${id}`));
  });

  it('fails only the update the database refuses, not its neighbours', async () => {
    const bad = { birth_date: 'not a date' } as unknown as ReadingPatch;
    // The first few go out alone; the bad one is sent while they run, so it waits in a group.
    const results = await Promise.allSettled([
      ...owned
        .slice(10, 20)
        .map((reading) => updateReading(database.db, reading.id, reading.tokenHash, { birth_date: '2000-01-01' })),
      updateReading(database.db, owned[7]!.id, owned[7]!.tokenHash, { birth_date: '1990-07-07' }),
      updateReading(database.db, owned[8]!.id, owned[8]!.tokenHash, bad),
      updateReading(database.db, owned[9]!.id, owned[9]!.tokenHash, { birth_date: '1991-09-09' }),
    ]);
    expect(results.map((result) => result.status)).toEqual([...Array(11).fill('fulfilled'), 'rejected', 'fulfilled']);
    const stored = await rows();
    expect(stored.get(owned[7]!.id)?.birth_date).toBe('1990-07-07');
    expect(stored.get(owned[9]!.id)?.birth_date).toBe('1991-09-09');
    expect(stored.get(owned[15]!.id)?.birth_date).toBe('2000-01-01');
  });
});
