import { useEffect, useState } from 'react';
import { Link } from 'react-router';

import { PATHS } from '../../domain/routes';
import { CtaButton } from '../components/cta-button';
import { StepAction } from '../components/step-action';
import { StepScreen } from '../components/step-screen';
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
    // Wide on a desktop, where the reading's pages and wheel have the room to be read as pages.
    <StepScreen
      title="Preview of your personal reading"
      // The same words as the build's painted copy: with the visitor's name (shown on the cover
      // below) the app's larger paragraph became the page's largest paint, 2 s later on a phone.
      lead="The first pages of the reading we prepare for you, from your birth chart and your questions."
      wide
    >
      <div>
        {credentials ? (
          <OwnReadingPreview credentials={credentials} onShown={firstPage.onShown} />
        ) : (
          <PdfPreview onShown={firstPage.onShown} />
        )}
      </div>
      <p className="text-center">
        {variant === 'pre-checkout' ? (
          <Link
            to={PATHS.videoRev}
            state={{ ...state, readingId: credentials?.readingId ?? state.readingId }}
            className={linkClass}
          >
            Not sure yet? Check out our reviews
          </Link>
        ) : (
          <Link
            to={PATHS.reviews}
            state={{ ...state, readingId: credentials?.readingId ?? state.readingId }}
            className={linkClass}
          >
            Read what our clients say
          </Link>
        )}
      </p>
      <StepAction>
        <div className="mx-auto max-w-md">
          <CtaButton disabled={leaving || !credentials} onClick={() => void continueToStepTen()}>
            Continue to Your Full Reading
          </CtaButton>
        </div>
      </StepAction>
      {variant === 'pre-checkout' ? (
        <LimitedOfferPopup
          readingId={credentials?.readingId ?? null}
          eligible={arrivedFromStepNine(state)}
          ready={firstPage.seen}
          onContinue={() => void continueToStepTen()}
        />
      ) : null}
    </StepScreen>
  );
}
