import pg from 'pg';
import { Gauge, type Registry } from 'prom-client';

import type { DatabaseLog } from '../db/database-log';
import type { OpenDatabase } from '../db/open-database';
import { summarizeError } from '../db/summarize-error';
import { DELIVERY_STATUSES, readOutboxFigures, type OutboxFigures } from './read-outbox-figures';

/**
 * Every gauge of a scrape is collected in the same tick, so they share one query: the first starts
 * it, the others join it, and the next scrape starts a new one.
 */
function sharedWhileRunning<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= read().finally(() => {
      running = null;
    });
    return running;
  };
}

/** drizzle keeps its driver's client as $client: a pg.Pool for PostgreSQL, PGlite (no pool) embedded. */
function poolOf(database: OpenDatabase): pg.Pool | null {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

function addPoolGauges(registry: Registry, pool: pg.Pool): void {
  const registers = [registry];
  new Gauge({
    name: 'astral_database_pool_connections',
    help: 'Connections the pool holds',
    registers,
    collect() {
      this.set(pool.totalCount);
    },
  });
  new Gauge({
    name: 'astral_database_pool_idle_connections',
    help: 'Connections the pool holds unused',
    registers,
    collect() {
      this.set(pool.idleCount);
    },
  });
  new Gauge({
    name: 'astral_database_pool_waiting_requests',
    help: 'Queries waiting for a free connection',
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });
}

/**
 * The outbox's figures are read from the database at each scrape, so every server and worker
 * reports the same truth; when it cannot be read they are NaN (unknown) and astral_database_up 0,
 * while the process's own metrics are still served.
 */
export function watchDatabase(registry: Registry, database: OpenDatabase, log: DatabaseLog): void {
  const registers = [registry];
  const read = sharedWhileRunning(async (): Promise<OutboxFigures | null> => {
    try {
      return await readOutboxFigures(database.db);
    } catch (error) {
      log.warn({ error: summarizeError(error) }, 'metrics could not read the delivery outbox');
      return null;
    }
  });
  new Gauge({
    name: 'astral_database_up',
    help: 'Whether the database answered this scrape (1) or not (0)',
    registers,
    async collect() {
      this.set((await read()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'astral_deliveries',
    help: 'Deliveries in the outbox by status',
    labelNames: ['status'],
    registers,
    async collect() {
      const figures = await read();
      for (const status of DELIVERY_STATUSES) this.set({ status }, figures ? figures.byStatus[status] : NaN);
    },
  });
  new Gauge({
    name: 'astral_deliveries_due',
    help: 'Deliveries a worker would claim now',
    registers,
    async collect() {
      this.set((await read())?.due ?? NaN);
    },
  });
  new Gauge({
    name: 'astral_deliveries_oldest_due_age_seconds',
    help: 'Seconds since the promised time of the oldest delivery not yet sent (0: none is late)',
    registers,
    async collect() {
      this.set((await read())?.oldestDueAgeSeconds ?? NaN);
    },
  });
  const pool = poolOf(database);
  if (pool) addPoolGauges(registry, pool);
}
