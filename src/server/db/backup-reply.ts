/** What the running server answers on its backup socket, as one JSON line. */
export type BackupReply = { file: string } | { error: string };
