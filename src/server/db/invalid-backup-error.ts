/** The file given to restore is not a backup of this product's database. */
export class InvalidBackupError extends Error {}
