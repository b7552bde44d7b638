const ADDRESS = /[^\s<>()[\]@,;:"']+@[^\s<>()[\]@,;:"']+/g;

/**
 * An alert's text without e-mail addresses: errors from mail servers quote the recipient, and an
 * alert is kept, listed and e-mailed long after the visitor's own data may have been erased.
 */
export function redactAddresses(text: string): string {
  return text.replace(ADDRESS, '[address]');
}
