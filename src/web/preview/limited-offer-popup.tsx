import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';

import type { FunnelState } from '../funnel/navigation-state';
import { browserStorage, popupShownKey, readStored, writeStored } from '../funnel/reading-access';

/**
 * The popup opens 300 ms after the visitor has seen the preview's first page (use-first-page-seen.ts),
 * once per reading: opened with the page, it covered the preview before anyone could see it.
 */
export const POPUP_DELAY_MS = 300;

/**
 * Step nine hands on its whole state (subject and questions). `from` is checked too, so a step
 * nine that names itself is recognised even without questions in its state.
 */
export function arrivedFromStepNine(state: FunnelState): boolean {
  if (state.fromVideoRev || state.fromPdfReader) return false;
  if (state.from === 'step-nine') return true;
  const hasQuestions = (state.questions?.length ?? 0) > 0 || Boolean(state.question1);
  return Boolean(state.subject ?? state.selectedSubject) && hasQuestions;
}

type Props = {
  readingId: number | null;
  eligible: boolean;
  /** The visitor has seen the preview's first page. */
  ready: boolean;
  onContinue: () => void;
};

/** The one-time limited-offer popup of /pdf-reader-pre-checkout. */
export function LimitedOfferPopup({ readingId, eligible, ready, onContinue }: Props) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!eligible || !ready || readingId === null) return;
    const storage = browserStorage();
    if (readStored(storage, popupShownKey(readingId)) !== null) return;
    const timer = setTimeout(() => {
      writeStored(storage, popupShownKey(readingId), 'true');
      setOpen(true);
    }, POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible, ready, readingId]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70 motion-safe:animate-page-in" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-sm -translate-y-1/2 rounded-2xl border border-gold/40 bg-night-card p-6 text-center text-indigo-50 shadow-2xl">
          <p className="text-xs font-semibold uppercase tracking-widest text-gold">Limited offer</p>
          <Dialog.Title className="mt-2 text-xl font-bold text-white">Your full reading is one step away</Dialog.Title>
          <Dialog.Description className="mt-3 text-sm text-indigo-100">
            Choose how fast you want it: VIP delivery within 2 hours, fast track by tomorrow, or the free standard
            delivery within 3 days.
          </Dialog.Description>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              onContinue();
            }}
            className="mt-5 min-h-12 w-full rounded-full bg-gold px-5 font-bold text-night hover:brightness-110"
          >
            See delivery options
          </button>
          <Dialog.Close className="mt-3 min-h-11 w-full rounded-full px-5 text-sm font-semibold text-indigo-100 underline underline-offset-4">
            Keep reading the preview
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
