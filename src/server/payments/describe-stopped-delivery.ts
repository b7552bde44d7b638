import type { StoppedDelivery } from '../delivery/stop-reading-delivery';

/** What became of the reading's delivery, for the event's note. */
export function describeStoppedDelivery(delivery: StoppedDelivery): string {
  switch (delivery) {
    case 'canceled':
      return 'the reading will not be sent';
    case 'sending':
      return 'the reading was being sent; its worker checks again just before sending';
    case 'sent':
      return 'the reading was already sent';
    case 'skipped':
    case null:
      return 'no reading delivery to stop';
  }
}
