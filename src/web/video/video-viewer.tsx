import { useEffect, useRef, useState, type ReactNode } from 'react';

import type { StoredFile } from '../../domain/storage';
import { ArrowButton } from '../components/arrow-button';
import { notifyError } from '../notify';
import { fallbackVideoUrl, nextPlayable } from './video-order';

export const NO_VIDEO = 'Could not load any video';

type Playback = { muted: boolean; paused: boolean };

/** What the browsers expose about a video's sound: Chromium counts decoded audio, Firefox and Safari name the track. */
type SoundClues = { webkitAudioDecodedByteCount?: number; mozHasAudio?: boolean; audioTracks?: { length: number } };

/** True once the browser has found sound in the video: a silent clip (the shipped brand clip) never promises any. */
function hasSound(video: HTMLVideoElement & SoundClues): boolean {
  return (
    (video.webkitAudioDecodedByteCount ?? 0) > 0 || video.mozHasAudio === true || (video.audioTracks?.length ?? 0) > 0
  );
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The testimonial video frame (spec sections 2 and 4): autoplay muted and looping; the first tap
 * unmutes, later taps toggle play and pause; arrows only with more than one video. A video that
 * fails moves on to the next, else the first, else the fallback video. 'Tap for sound' shows only
 * once the browser has found sound in the video.
 */
export function VideoViewer({ videos, label }: { videos: StoredFile[]; label: string }) {
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const [source, setSource] = useState<'list' | 'fallback' | 'none'>('list');
  const [playback, setPlayback] = useState<Playback>({ muted: true, paused: false });
  // The url whose sound was found: the hint is for that video only.
  const [soundIn, setSoundIn] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);

  // React's touch listeners are passive; a native one may stop the frame from scrolling the page.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const block = (event: TouchEvent) => event.preventDefault();
    frame.addEventListener('touchmove', block, { passive: false });
    return () => frame.removeEventListener('touchmove', block);
  }, []);

  const current = videos[index];
  const url = source === 'fallback' ? fallbackVideoUrl() : current?.url;

  useEffect(() => {
    if (source === 'list' && !current?.url) {
      console.warn('Failed to get video URL', current?.name);
      fail();
    }
    // Checked when the shown video changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, source]);

  function fail() {
    if (source === 'fallback') {
      setSource('none');
      void notifyError(NO_VIDEO);
      return;
    }
    const nowFailed = new Set(failed).add(index);
    setFailed(nowFailed);
    const next = nextPlayable(videos.length, index, nowFailed);
    if (next === null) setSource('fallback');
    else setIndex(next);
  }

  function tap() {
    const video = videoRef.current;
    if (!video) return;
    if (playback.muted) {
      video.muted = false;
      if (video.paused) void video.play().catch(() => undefined);
      setPlayback({ muted: false, paused: false });
      return;
    }
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  }

  function move(to: number) {
    setIndex(to);
    setPlayback((state) => ({ ...state, paused: false }));
  }

  const tapLabel = playback.muted ? 'Unmute video' : playback.paused ? 'Play video' : 'Pause video';
  const showArrows = source === 'list' && videos.length > 1;
  return (
    <figure aria-label={label} className="mx-auto w-full max-w-xs">
      <div ref={frameRef} className="relative aspect-[9/16] touch-none overflow-hidden rounded-2xl bg-black shadow-xl">
        {source === 'none' || !url ? (
          <p role="alert" className="grid h-full place-items-center p-6 text-center text-sm text-indigo-100">
            {NO_VIDEO}
          </p>
        ) : (
          <>
            <video
              key={url}
              ref={videoRef}
              src={url}
              data-testid="testimonial-video"
              className="h-full w-full object-cover"
              autoPlay={!prefersReducedMotion()}
              muted={playback.muted}
              loop
              playsInline
              preload="metadata"
              onError={() => {
                console.warn('A testimonial video failed to play', url);
                fail();
              }}
              onPlay={() => setPlayback((state) => ({ ...state, paused: false }))}
              onTimeUpdate={(event) => {
                if (soundIn !== url && hasSound(event.currentTarget)) setSoundIn(url);
              }}
              onPause={() => setPlayback((state) => ({ ...state, paused: true }))}
            />
            <button type="button" aria-label={tapLabel} onClick={tap} className="absolute inset-0 h-full w-full">
              {playback.muted && soundIn === url ? (
                <span className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-black/60 px-3 py-1 text-xs font-semibold text-white">
                  Tap for sound
                </span>
              ) : null}
            </button>
          </>
        )}
      </div>
      {/* The row keeps its height without arrows, so the page does not move when the list arrives. */}
      <div className="mt-3 flex h-11 items-center justify-between">
        {showArrows ? (
          <>
            <ArrowButton
              tone="current"
              label="Previous video"
              direction="previous"
              disabled={index === 0}
              onClick={() => move(index - 1)}
            />
            <figcaption aria-live="polite" className="text-sm opacity-80">
              Video {index + 1} of {videos.length}
            </figcaption>
            <ArrowButton
              tone="current"
              label="Next video"
              direction="next"
              disabled={index >= videos.length - 1}
              onClick={() => move(index + 1)}
            />
          </>
        ) : null}
      </div>
    </figure>
  );
}

/** The viewer's box while the list loads: the same size, so nothing below it shifts. */
export function VideoViewerPlaceholder({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xs">
      <div className="grid aspect-[9/16] place-items-center rounded-2xl bg-black/70 p-6 text-sm text-indigo-100">
        {children}
      </div>
      <div className="mt-3 h-11" />
    </div>
  );
}
