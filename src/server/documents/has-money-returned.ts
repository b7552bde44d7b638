/**
 * A refund (partial ones too: money went back and a person decides what is still owed) or a lost
 * dispute: the reading's download links stop opening it. An open dispute does not: it may be won,
 * and the PDF already went out attached to the e-mail.
 */
export function hasMoneyReturned(reading: { refundedAt: Date | null; disputeStatus: string | null }): boolean {
  return reading.refundedAt !== null || reading.disputeStatus === 'lost';
}
