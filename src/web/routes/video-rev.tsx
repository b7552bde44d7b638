import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { PATHS } from '../../domain/routes';
import { CtaButton } from '../components/cta-button';
import { Spinner } from '../components/spinner';
import { StepAction } from '../components/step-action';
import { StepScreen } from '../components/step-screen';
import { recordStep } from '../funnel/record-step';
import { useFunnelState } from '../funnel/use-funnel-state';
import { useReadingAccess } from '../funnel/use-reading-access';
import { recordPageVisit } from '../preview/record-visit';
import { orderVideos } from '../video/video-order';
import { VideoViewer, VideoViewerPlaceholder } from '../video/video-viewer';
import { useVideoList } from '../video/use-video-list';
import { useViewer } from '../video/use-viewer';

/** Spec section 9: the videos appear 500 ms after the page. */
export const VIDEO_REVEAL_MS = 500;
const BODY_CLASS = 'video-rev-page';

export function Component() {
  const navigate = useNavigate();
  const state = useFunnelState();
  const access = useReadingAccess(state);
  const list = useVideoList();
  const { ready, viewer } = useViewer(state, access);
  const [revealed, setRevealed] = useState(false);
  const credentials = access?.token ? { readingId: access.readingId, token: access.token } : null;

  useEffect(() => {
    document.body.classList.add(BODY_CLASS);
    window.scrollTo(0, 0);
    const timer = setTimeout(() => setRevealed(true), VIDEO_REVEAL_MS);
    if (credentials) {
      void recordPageVisit(credentials, 'video_rev');
      recordStep(credentials, PATHS.videoRev, 'view');
    }
    return () => {
      clearTimeout(timer);
      document.body.classList.remove(BODY_CLASS);
    };
    // Once per page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const videos = useMemo(
    () => (list.status === 'ready' && ready ? orderVideos(list.files, viewer, new Date()) : null),
    // The viewer's fields, not its object identity, decide the order.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list, ready, viewer.subject, viewer.gender, viewer.birthDate],
  );

  const carried = { ...state, readingId: access?.readingId ?? state.readingId };
  const continueToStepTen = () => {
    if (credentials) recordStep(credentials, PATHS.videoRev, 'complete');
    void navigate(PATHS.stepTen, { state: { ...carried, fromVideoRev: true } });
  };
  const linkClass = 'inline-block rounded py-2 font-semibold text-gold underline-offset-4 hover:underline';
  return (
    <StepScreen
      title="Listen to the voices of those who've already begun their journey"
      lead="Every reading starts with a question, just like yours. Take a minute to see what the experience is like."
      centered
    >
      <div>
        {revealed && videos ? (
          <VideoViewer key={videos.map((video) => video.name).join('|')} videos={videos} label="Testimonial videos" />
        ) : (
          <VideoViewerPlaceholder>
            <p role="status" className="flex items-center justify-center gap-2">
              <Spinner /> Loading videos…
            </p>
          </VideoViewerPlaceholder>
        )}
      </div>
      <p className="text-balance text-indigo-100">
        Your stars have already been mapped. The answers you are looking for are one step away.
      </p>
      <ul className="-mt-1 space-y-1 text-sm">
        <li>
          <Link to={PATHS.reviews} state={carried} className={linkClass}>
            Need more proof? View all testimonials →
          </Link>
        </li>
        <li>
          <Link to={PATHS.pdfReader} state={carried} className={linkClass}>
            Want to see an example of the reading? View PDF Sample →
          </Link>
        </li>
      </ul>
      <StepAction>
        <CtaButton onClick={continueToStepTen}>Continue to Choose Your Delivery Option ✨</CtaButton>
      </StepAction>
    </StepScreen>
  );
}
