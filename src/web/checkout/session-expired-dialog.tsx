import * as Dialog from '@radix-ui/react-dialog';

export type SessionExpiredDialogProps = {
  open: boolean;
  onContinue: () => void;
  onStartOver: () => void;
};

/** The checkout's 'Session Expired' dialog (spec section 4): start again, or carry on. */
export function SessionExpiredDialog({ open, onContinue, onStartOver }: SessionExpiredDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onContinue())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-white/15 bg-night-card p-6 text-center shadow-2xl"
        >
          <Dialog.Title className="text-xl font-bold text-white">Session Expired</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-indigo-100">
            It has been more than an hour since your last activity. You can continue where you left off, or start a new
            reading.
          </Dialog.Description>
          <div className="mt-5 grid gap-3">
            <button
              type="button"
              onClick={onContinue}
              className="min-h-12 rounded-full bg-gold px-5 font-bold text-night hover:brightness-110"
            >
              Continue this session
            </button>
            <button
              type="button"
              onClick={onStartOver}
              className="min-h-12 rounded-full border border-white/30 px-5 font-semibold text-white hover:border-gold hover:text-gold"
            >
              Start a new reading
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
