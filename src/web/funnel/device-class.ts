import type { DeviceClass } from '../../domain/funnel-capture';

/** No desktop or tablet screen is narrower than this on its short side; phones all are. */
const PHONE_MAX_SIDE = 600;

/**
 * The class of device from its screen's short side and its main pointer: a phone by size, then a
 * tablet when touch is the main pointer, else a desktop (a small desktop window stays a desktop).
 */
export function deviceClassOf(screen: { width: number; height: number }, coarsePointer: boolean): DeviceClass {
  if (Math.min(screen.width, screen.height) < PHONE_MAX_SIDE) return 'phone';
  return coarsePointer ? 'tablet' : 'desktop';
}
