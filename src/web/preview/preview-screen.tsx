import { useEffect, useState } from 'react';
import { Link } from 'react-router';

import { CtaButton } from '../components/cta-button';
import { useFunnelStep } from '../funnel/use-funnel-step';
import { LimitedOfferPopup, arrivedFromStepNine } from './limited-offer-popup';
import { OwnReadingPreview } from './own-reading-preview';
import { PdfPreview } from './pdf-preview';
import { recordPageVisit } from './record-visit';
import { useFirstPageSeen } from './use-first-page-seen';
import { useStepTenPath } from './use-step-ten-path';

type Variant = 'pre-checkout' | 'reader';

/**
 * /pdf-reader-pre-checkout and /pdf-reader: the preview of the visitor's own reading (the sample
 * reading when theirs cannot be shown), a link onward to more proof, and the main button to the
 * step-ten route of the reading's country.
 */
export function PreviewScreen({ variant }: { variant: Variant }) {
  const { state, credentials, goTo } = useFunnelStep();
  const stepTenPath = useStepTenPath(credentials);
  const [leaving, setLeaving] = useState(false);
  const firstPage = useFirstPageSeen();

  useEffect(() => {
    void recordPageVisit(credentials, 'pdf_reader');
    // Once per page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function continueToStepTen() {
    setLeaving(true);
    const path = await stepTenPath();
    goTo(path, variant === 'pre-checkout' ? { fromPdfReader: true, from: 'step-nine' } : { fromPdfReader: true });
  }

  const linkClass = 'inline-block rounded py-2 text-sm font-semibold text-gold underline underline-offset-4';
  return (
    // Wider on a desktop, where the reading's pages and wheel have the room to be read as pages.
    <section className="mx-auto max-w-md px-4 pt-6 md:max-w-2xl">
      <h1 className="text-balance text-center text-2xl font-bold text-white">Preview of your personal reading</h1>
      <p className="mt-2 text-balance text-center text-base text-indigo-100">
        The first pages of the reading we prepare for you{state.name ? `, ${state.name}` : ''}, from your birth chart
        and your questions.
      </p>
      <div className="mt-5">
        {credentials ? (
          <OwnReadingPreview credentials={credentials} onShown={firstPage.onShown} />
        ) : (
          <PdfPreview onShown={firstPage.onShown} />
        )}
      </div>
      <p className="mt-4 text-center">
        {variant === 'pre-checkout' ? (
          <Link
            to="/video-rev"
            state={{ ...state, readingId: credentials?.readingId ?? state.readingId }}
            className={linkClass}
          >
            Not sure yet? Check out our reviews
          </Link>
        ) : (
          <Link
            to="/reviews"
            state={{ ...state, readingId: credentials?.readingId ?? state.readingId }}
            className={linkClass}
          >
            Read what our clients say
          </Link>
        )}
      </p>
      <div className="mx-auto mt-4 max-w-md">
        <CtaButton disabled={leaving || !credentials} onClick={() => void continueToStepTen()}>
          Continue to Your Full Reading
        </CtaButton>
      </div>
      {variant === 'pre-checkout' ? (
        <LimitedOfferPopup
          readingId={credentials?.readingId ?? null}
          eligible={arrivedFromStepNine(state)}
          ready={firstPage.seen}
          onContinue={() => void continueToStepTen()}
        />
      ) : null}
    </section>
  );
}
