import type { ReactNode } from 'react';

import type { ReadingPreview } from '../../domain/reading-preview';
import { site } from '../site';
import type { ReadingPreviewPage } from './reading-preview-pages';
import { ReadingPreviewWheel } from './reading-preview-wheel';

export const REST_IN_FULL_READING = 'The rest is in your full reading';

/** Paper and ink as the PDF prints them; body text at 17 px, so a phone reads it without zooming. */
function Paper({ children }: { children: ReactNode }) {
  return <div className="bg-[#fffdf8] px-5 py-6 font-serif text-[17px] leading-relaxed text-[#24213f]">{children}</div>;
}

function SunGlyph({ preview, className }: { preview: ReadingPreview; className: string }) {
  const parts = preview.wheel.glyphs[preview.cover.sunSign] ?? [];
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true">
      {parts.map((part, i) => (
        <path
          key={i}
          d={part.d}
          fill={part.fill ? 'currentColor' : 'none'}
          stroke={part.fill ? 'none' : 'currentColor'}
          strokeWidth={1.7}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}

function Cover({ preview }: { preview: ReadingPreview }) {
  const { cover } = preview;
  const facts: [string, string][] = [
    ['Born', cover.birthDate],
    ['Birth time', cover.birthTime],
    ['Birthplace', cover.birthPlace],
    ['Sun sign', cover.sunSign],
    ['Your question', cover.subject],
  ];
  return (
    <div className="bg-[#1b1838] px-5 py-8 text-center font-serif text-[#f6f1e4]">
      <p className="font-sans text-xs font-semibold uppercase tracking-[0.25em] text-[#d8b66a]">{site.brand}</p>
      <h2 className="mt-6 text-balance text-[26px] font-bold leading-tight">Your Personal Natal Reading</h2>
      <p className="mt-2 text-base italic text-[#d8d2c2]">The sky at the moment of your birth, and the year ahead</p>
      <SunGlyph preview={preview} className="mx-auto mt-6 size-16 text-[#d8b66a]" />
      <p className="mt-5 text-balance text-[26px] leading-snug text-[#d8b66a]">{cover.name}</p>
      <dl className="mx-auto mt-6 max-w-xs border-y border-[#d8b66a]/70 py-3 font-sans text-base">
        {facts.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-1 text-left">
            <dt className="shrink-0 text-[#b9b2a0]">{label}</dt>
            <dd className="text-right">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-base text-[#d8d2c2]">Written for you by {site.persona}</p>
    </div>
  );
}

function WheelPage({ preview }: { preview: ReadingPreview }) {
  const moon = preview.wheel.bodies.find((body) => body.name === 'Moon')?.sign.sign;
  const rising = preview.sections.length > 2 ? preview.sections[2]?.title.replace(/^Your /, '') : null;
  const summary = [`Sun in ${preview.cover.sunSign}`, moon ? `Moon in ${moon}` : null, rising]
    .filter(Boolean)
    .join(', ');
  return (
    <Paper>
      <h2 className="text-center text-xl font-bold">Your birth chart</h2>
      <p className="mt-1 text-center text-base text-[#6b6785]">{summary}</p>
      <div className="-mx-3 mt-3 font-sans">
        <ReadingPreviewWheel wheel={preview.wheel} label={`Birth chart wheel of ${preview.cover.name}: ${summary}`} />
      </div>
      <p className="mt-2 text-center text-base text-[#6b6785] md:hidden">Pinch to zoom in on the wheel.</p>
    </Paper>
  );
}

function SectionPage({ title, paragraphs }: { title: string; paragraphs: string[] }) {
  return (
    <Paper>
      <h2 className="text-balance text-2xl font-bold">{title}</h2>
      {paragraphs.map((paragraph, i) => (
        <p key={i} className="mt-4">
          {paragraph}
        </p>
      ))}
    </Paper>
  );
}

function AnswerPage({ answer }: { answer: NonNullable<ReadingPreview['firstAnswer']> }) {
  return (
    <Paper>
      <p className="font-sans text-xs font-semibold uppercase tracking-widest text-[#a67c2e]">Your first question</p>
      <h2 className="mt-2 text-balance text-2xl font-bold">“{answer.question}”</h2>
      <p className="mt-1 text-base italic text-[#6b6785]">{answer.about}</p>
      {/* The answer fades out where the preview stops: the rest is what the full reading holds. */}
      <p className="mt-4 [mask-image:linear-gradient(to_bottom,black_45%,transparent)]">{answer.opening}</p>
      <div className="mt-4 rounded-lg border border-[#a67c2e]/50 bg-[#a67c2e]/10 p-4 text-center">
        <p className="font-bold">{REST_IN_FULL_READING}</p>
        <p className="mt-1 text-base">The whole answer, your chart read in full and your year ahead.</p>
      </div>
    </Paper>
  );
}

/** One page of the visitor's own preview. */
export function ReadingPreviewPageView({ page, preview }: { page: ReadingPreviewPage; preview: ReadingPreview }) {
  switch (page.kind) {
    case 'cover':
      return <Cover preview={preview} />;
    case 'wheel':
      return <WheelPage preview={preview} />;
    case 'section':
      return <SectionPage title={page.section.title} paragraphs={page.section.paragraphs} />;
    case 'answer':
      return <AnswerPage answer={page.answer} />;
  }
}
