import { Document } from '@react-pdf/renderer';
import { Fragment } from 'react';
import type { ReactElement } from 'react';

import { AspectGridPage, TablesPage, WheelPage } from './pdf-chart-pages';
import { ContentsPage } from './pdf-contents-page';
import type { ContentsEntry } from './pdf-contents-page';
import { CoverPage } from './pdf-cover-page';
import type { Chapter } from './pdf-page-frame';
import { PageMarksContext } from './pdf-page-marks';
import { scriptFamilies } from './pdf-script-fonts';
import { PdfFontsContext } from './pdf-styles';
import type { FontStacks } from './pdf-styles';
import { answerId, ClosingPage, LetterPage, OutlookPage, QuestionsPage, SectionsPage } from './pdf-text-pages';
import type { ReadingDocument } from '../document/reading-document';

/**
 * The chapters after the letter, in reading order: the chart, its big picture, then straight away the
 * answers to the visitor's own questions, before the planets one by one.
 */
function chapters(doc: ReadingDocument): { chapter: Chapter; page: ReactElement }[] {
  const list: { chapter: Chapter; page: (chapter: Chapter) => ReactElement }[] = [
    {
      chapter: { id: 'wheel', kicker: 'Your natal chart', title: 'The sky at your birth' },
      page: (chapter) => <WheelPage doc={doc} chapter={chapter} />,
    },
    {
      chapter: { id: 'big-picture', kicker: 'Your chart as a whole', title: 'The big picture' },
      page: (chapter) => (
        <SectionsPage
          doc={doc}
          chapter={chapter}
          intro="Before the details, the shape of the whole: which elements and modes lead, which planets dominate, the patterns the aspects draw and the Moon you were born under."
          sections={doc.bigPicture}
        />
      ),
    },
    {
      chapter: { id: 'questions', kicker: 'What you asked', title: doc.visitor.subject },
      page: (chapter) => <QuestionsPage doc={doc} chapter={chapter} />,
    },
    {
      chapter: {
        id: 'big-three',
        kicker: 'The heart of your chart',
        title: doc.timeKnown ? 'Sun, Moon and Ascendant' : 'Sun and Moon',
      },
      page: (chapter) => (
        <SectionsPage
          doc={doc}
          chapter={chapter}
          intro={
            doc.timeKnown
              ? 'Three points say the most about a person: the Sun, who you are becoming; the Moon, what you need; and the ascendant, how you meet the world.'
              : 'Two lights say the most about a person: the Sun, who you are becoming, and the Moon, what you need. The ascendant needs a birth time, so it is left out here.'
          }
          sections={doc.bigThree}
        />
      ),
    },
    {
      chapter: {
        id: 'planets',
        kicker: 'Your planets',
        title: doc.timeKnown ? 'Each planet in its sign and house' : 'Each planet in its sign',
      },
      page: (chapter) => (
        <SectionsPage
          doc={doc}
          chapter={chapter}
          intro={
            doc.timeKnown
              ? 'The sign shows how a planet expresses itself; the house shows where in your life it does its work.'
              : 'The sign shows how a planet expresses itself. Houses, which show where in your life it does its work, need a birth time and are left out.'
          }
          sections={doc.planets}
        />
      ),
    },
    ...(doc.houses.length > 0
      ? [
          {
            chapter: { id: 'houses', kicker: 'Your houses', title: 'The twelve areas of your life' },
            page: (chapter: Chapter) => (
              <SectionsPage
                doc={doc}
                chapter={chapter}
                intro="The houses divide your chart into twelve areas of life. The sign on each cusp colours the area, the planets in it bring it to the foreground, and its ruler shows where its story leads."
                sections={doc.houses}
              />
            ),
          },
        ]
      : []),
    {
      chapter: { id: 'aspects', kicker: 'Your aspects', title: 'The conversations in your chart' },
      page: (chapter) => (
        <SectionsPage
          doc={doc}
          chapter={chapter}
          intro="Aspects are the angles between planets: they show which parts of you support each other and which ask to be reconciled. Here are the strongest in your chart."
          sections={doc.aspects}
        />
      ),
    },
    {
      chapter: { id: 'tables', kicker: 'Your natal chart', title: 'Planets and houses' },
      page: (chapter) => <TablesPage doc={doc} chapter={chapter} />,
    },
    {
      chapter: { id: 'aspect-grid', kicker: 'Your natal chart', title: 'The aspect grid' },
      page: (chapter) => <AspectGridPage doc={doc} chapter={chapter} />,
    },
    {
      chapter: { id: 'outlook', kicker: 'The next twelve months', title: 'Love, wellness and growth' },
      page: (chapter) => <OutlookPage doc={doc} chapter={chapter} />,
    },
    {
      chapter: { id: 'closing', kicker: 'Until we meet again', title: 'A last word' },
      page: (chapter) => <ClosingPage doc={doc} chapter={chapter} />,
    },
  ];
  return list.map(({ chapter, page }) => ({ chapter, page: page(chapter) }));
}

/** The contents: every chapter, and under the questions' chapter each question answered. */
function contentsEntries(doc: ReadingDocument, list: Chapter[]): ContentsEntry[] {
  return list.flatMap((chapter) => [
    { id: chapter.id, title: chapter.title, question: false },
    ...(chapter.id === 'questions'
      ? doc.questions.map((q, i) => ({ id: answerId(i), title: q.question, question: true }))
      : []),
  ]);
}

/**
 * Serif and Sans, each followed by the faces for the scripts and emoji anywhere in the reading's text
 * (the visitor's name, questions and what they told us reach the letter and the answers too).
 */
function fontStacks(doc: ReadingDocument): FontStacks {
  const extra = scriptFamilies(JSON.stringify(doc), doc.visitor.birthPlace);
  return { serif: ['Serif', ...extra], sans: ['Sans', ...extra] };
}

/** The whole reading, laid out from the document data alone, in the fonts its text needs. */
export function ReadingPdf({ doc }: { doc: ReadingDocument }) {
  const pages = chapters(doc);
  return (
    <PdfFontsContext.Provider value={fontStacks(doc)}>
      {/* One map per render: where each chapter starts, noted during pagination for the contents page. */}
      <PageMarksContext.Provider value={new Map()}>
        <Document
          title={`Natal reading for ${doc.visitor.name}`}
          author={doc.persona}
          creator={doc.brand}
          producer={doc.brand}
          language="en"
        >
          <CoverPage doc={doc} />
          <LetterPage doc={doc} />
          <ContentsPage
            doc={doc}
            entries={contentsEntries(
              doc,
              pages.map((p) => p.chapter),
            )}
          />
          {pages.map(({ chapter, page }) => (
            <Fragment key={chapter.id}>{page}</Fragment>
          ))}
        </Document>
      </PageMarksContext.Provider>
    </PdfFontsContext.Provider>
  );
}
