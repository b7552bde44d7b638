import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import type { AddressState } from '../../domain/email-confirmation';
import { FREE_TIER } from '../../domain/product';
import { PATHS } from '../../domain/routes';
import { StepScreen } from '../components/step-screen';

import { useIsPainting } from '../funnel/painted-reading';
import { browserStorage, READING_ID_KEY, READING_TOKEN_KEY, readStored } from '../funnel/reading-access';
import { notifySuccess } from '../notify';
import { site } from '../site';
import { ApiError } from '../api-error';
import { formatEstimate } from './tiers';
import { TimeText } from '../components/time-text';

/** The stored reading to complete, or null (with the spec's warning) when the stored id is not numeric. */
export function storedFreeOrder(id: string | null, token: string | null): { readingId: number; token: string } | null {
  if (id === null || !/^\d+$/.test(id)) {
    console.warn('Free order: the stored readingId is not numeric; nothing is updated.', id);
    return null;
  }
  return token ? { readingId: Number(id), token } : null;
}

/**
 * What free completion answered: where the address stands (a confirmation e-mail was sent unless it
 * is confirmed), or why no confirmation e-mail could be sent; `waiting` until it answers.
 */
type Completion =
  { state: 'waiting' } | { state: 'answered'; address: AddressState } | { state: 'refused'; message: string };

/** Completes the free order once per page view and confirms it with the spec's words. */
function useCompleteFreeOrder(): Completion {
  const done = useRef(false);
  const [completion, setCompletion] = useState<Completion>({ state: 'waiting' });
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const storage = browserStorage();
    const order = storedFreeOrder(readStored(storage, READING_ID_KEY), readStored(storage, READING_TOKEN_KEY));
    if (!order) return;
    void import('../api')
      .then(({ completeFreeOrder }) => completeFreeOrder(order))
      .then((address) => {
        setCompletion({ state: 'answered', address });
        notifySuccess(
          'Free Reading Confirmed',
          'Your free reading will be delivered to your email within a few days based on current request volume.',
        );
      })
      .catch((error: unknown) => {
        // Past the confirmation e-mails' limits the server says so in words for this page.
        if (error instanceof ApiError && error.code === 'confirmation_limit')
          setCompletion({ state: 'refused', message: error.message });
        else console.warn('Completing the free order failed', error);
      });
  }, []);
  return completion;
}

/** The stored reading's credentials, read once per page view (none while the build paints the page). */
function useStoredOrder() {
  const painting = useIsPainting();
  const [order] = useState(() => {
    if (painting) return null;
    const storage = browserStorage();
    return storedFreeOrder(readStored(storage, READING_ID_KEY), readStored(storage, READING_TOKEN_KEY));
  });
  return order;
}

/** The delivered reading's download link, for a visitor who comes back to this page after delivery. */
function useDeliveredReadingLink() {
  const order = useStoredOrder();
  return useQuery({
    queryKey: ['document-link', order?.readingId],
    enabled: order !== null,
    retry: false,
    queryFn: async () => {
      if (!order) throw new Error('No reading to ask for.');
      const { getDocumentLink } = await import('../api');
      return getDocumentLink(order);
    },
  });
}

const BLOCK = 'rounded-2xl border border-white/15 bg-night-card p-4 text-left';

/** The inbox block's words: the confirmation e-mail sent, the address already confirmed, or no e-mail sent. */
function InboxNotice({ completion }: { completion: Completion }) {
  const from = <strong className="text-white">{site.infoEmail}</strong>;
  const look =
    'Look in your primary inbox, and in your spam or junk folder too; if it landed there, mark it as not spam so your reading reaches you.';
  if (completion.state === 'refused') {
    return (
      <>
        <p role="alert" className="mt-2 text-sm font-semibold text-white">
          {completion.message}
        </p>
        <p className="mt-2 text-sm text-indigo-100">
          Confirmation e-mails come from {from}. {look}
        </p>
      </>
    );
  }
  if (completion.state === 'answered' && completion.address.confirmed) {
    return (
      <p className="mt-2 text-sm text-indigo-100">
        Your e-mail address is confirmed. Your reading comes from {from}. {look}
      </p>
    );
  }
  return (
    <p className="mt-2 text-sm text-indigo-100">
      We have sent a confirmation e-mail from {from}. {look} Open it and press its link to confirm that the address is
      yours: we send your reading only to a confirmed address.
    </p>
  );
}

export function FreeOrderConfirmationPage() {
  const completion = useCompleteFreeOrder();
  const link = useDeliveredReadingLink();
  const confirmed = completion.state === 'answered' && completion.address.confirmed ? completion.address : null;
  return (
    <StepScreen title="Your Personalized Reading Order Has Been Received!">
      <section aria-labelledby="inbox-heading" className={BLOCK}>
        <h2 id="inbox-heading" className="font-bold text-gold">
          Check your inbox
        </h2>
        <InboxNotice completion={completion} />
      </section>
      <section aria-labelledby="next-heading" className={BLOCK}>
        <h2 id="next-heading" className="font-bold text-gold">
          What happens next
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-indigo-100">
          <li>You receive the confirmation e-mail, and confirm your address with its link.</li>
          <li>
            Within the processing timeframe of your free {FREE_TIER.name} reading,{' '}
            {FREE_TIER.promiseLabel.toLowerCase()}{' '}
            {confirmed ? (
              <>
                (by{' '}
                <strong className="text-white">
                  <TimeText>{formatEstimate(new Date(confirmed.expected_by))}</TimeText>
                </strong>
                )
              </>
            ) : (
              'of your confirmation'
            )}
            , a second e-mail brings your personalized preview, with the download instructions for the full eBook.
          </li>
          <li>The same e-mail carries your full astrological analysis.</li>
        </ol>
      </section>
      <section aria-labelledby="reading-heading" className={BLOCK}>
        <h2 id="reading-heading" className="font-bold text-gold">
          Your complete reading
        </h2>
        <p className="mt-2 text-sm text-indigo-100">
          {site.persona} prepares your reading from your birth chart and the questions you asked: your sun and
          ascendant, the planets in your houses, and what the coming months hold. Questions? Write to{' '}
          {site.supportEmail}.
        </p>
      </section>
      {link.data?.ready && (
        <section aria-labelledby="ready-heading" className={BLOCK}>
          <h2 id="ready-heading" className="font-bold text-gold">
            Your reading is ready
          </h2>
          <p className="mt-2 text-sm text-indigo-100">
            It was also sent to you by e-mail. The link works until{' '}
            {new Date(link.data.expires_at).toLocaleDateString('en-GB', {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
            })}
            .
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <a
              href={link.data.url}
              className="inline-flex min-h-11 items-center rounded-full border border-gold px-5 font-bold text-gold hover:bg-gold/10"
            >
              Download your reading (PDF)
            </a>
            {link.data.calendar_url && (
              <a
                href={link.data.calendar_url}
                className="inline-flex min-h-11 items-center rounded-full border border-gold px-5 font-bold text-gold hover:bg-gold/10"
              >
                Add the dates to your calendar
              </a>
            )}
          </div>
        </section>
      )}
      <Link
        to={PATHS.home}
        className="inline-flex min-h-12 items-center justify-center rounded-full bg-gold px-6 font-bold text-night hover:brightness-110"
      >
        Return to Home
      </Link>
    </StepScreen>
  );
}
