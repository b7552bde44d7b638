import path from 'node:path';

/** Where backups, the server's backup socket and the database folder live inside DATA_DIR. */
export function backupLocations(dataDir: string): { pglite: string; backups: string; socket: string } {
  const root = path.resolve(dataDir);
  return {
    pglite: path.join(root, 'pglite'),
    backups: path.join(root, 'backups'),
    socket: path.join(root, 'backup.sock'),
  };
}
