import type { DatabaseLog } from './database-log';

/** Until a caller passes its logger: one JSON line per warning, in pino's shape (level 40 is warn). */
export const warnOnStderr: DatabaseLog = {
  warn: (details, message) => {
    process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), ...details, msg: message })}\n`);
  },
};
