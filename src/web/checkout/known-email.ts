/** The server's placeholder before step one (a timestamp at a pending domain) is no address to show. */
export function isPlaceholderEmail(email: string): boolean {
  return email.toLowerCase().endsWith('@pending.invalid');
}

/** The visitor's e-mail: navigation state, then the reading, then this browser's last one; '' when none. */
export function knownEmail(...candidates: (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    const email = candidate?.trim();
    if (email && !isPlaceholderEmail(email)) return email;
  }
  return '';
}
