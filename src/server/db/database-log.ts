/** Where the database layer reports trouble; a pino logger fits. */
export type DatabaseLog = { warn: (details: object, message: string) => void };
