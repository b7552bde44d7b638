import { Text, View } from '@react-pdf/renderer';

import { ChapterTitle, FramedPage, Paragraphs, paragraphBlocks, sectionBlocks } from './pdf-page-frame';
import type { Chapter } from './pdf-page-frame';
import { PageMark } from './pdf-page-marks';
import { scriptFamilies } from './pdf-script-fonts';
import { COLORS, usePdfStyles } from './pdf-styles';
import type { PdfStyles } from './pdf-styles';
import { Flow, guessLines, pageBody } from './page-flow';
import type { FlowBlock } from './page-flow';
import { textDirection } from './text-direction';
import { withEmojiApart } from './with-emoji-apart';
import type { AnsweredQuestion, ReadingDocument, TextSection } from '../document/reading-document';

export function LetterPage({ doc }: { doc: ReadingDocument }) {
  const styles = usePdfStyles();
  return (
    <FramedPage doc={doc}>
      <ChapterTitle kicker={`A letter from ${doc.persona}`} title="Before you begin" />
      <Paragraphs paragraphs={doc.letter} />
      {doc.caveats.length > 0 && (
        <View style={styles.note}>
          <Text style={{ fontWeight: 700, marginBottom: 3 }}>
            {doc.timeKnown ? 'About your birth data' : 'About your unknown birth time'}
          </Text>
          {doc.caveats.map((c, i) => (
            <Text key={i} style={{ marginBottom: 3 }}>
              {c}
            </Text>
          ))}
        </View>
      )}
    </FramedPage>
  );
}

export function SectionsPage({
  doc,
  chapter,
  intro,
  sections,
}: {
  doc: ReadingDocument;
  chapter: Chapter;
  intro: string | null;
  sections: TextSection[];
}) {
  const styles = usePdfStyles();
  const blocks = [...(intro ? [introBlock(intro, styles)] : []), ...sections.flatMap((s) => sectionBlocks(s, styles))];
  return (
    <FramedPage doc={doc} chapter={chapter}>
      <Flow blocks={blocks} styles={styles} />
    </FramedPage>
  );
}

/** A chapter's opening words, in italics. */
function introBlock(intro: string, styles: PdfStyles): FlowBlock {
  const [block] = paragraphBlocks([intro], 'intro', styles);
  return { ...block!, node: <Text style={[styles.paragraph, styles.italic]}>{intro}</Text> };
}

/** The anchor of a question's answer, for the contents page and the outline. */
export function answerId(index: number): string {
  return `answer-${index + 1}`;
}

export function QuestionsPage({ doc, chapter }: { doc: ReadingDocument; chapter: Chapter }) {
  const styles = usePdfStyles();
  const { width } = pageBody(styles);
  const line = Number(styles.page.fontSize) * Number(styles.page.lineHeight);
  const blocks = [
    ...sectionBlocks(doc.subject, styles),
    ...doc.questions.flatMap((q, i): FlowBlock[] => {
      const [first, ...rest] = paragraphBlocks(q.paragraphs, answerId(i), styles);
      const gap = i === 0 ? 0 : 6;
      const height =
        gap +
        (i === 0 ? h2Height(styles) : 0) +
        guessLines(`“${q.question}”`, Number(styles.page.fontSize), width) * line +
        2 +
        (q.stance ? Number(styles.cell.fontSize) * Number(styles.page.lineHeight) + 4 : 0) +
        (first?.height ?? 0);
      return [
        {
          key: answerId(i),
          height,
          node: (
            // The question never ends a page: it moves over with the first paragraph of its answer.
            <View wrap={false} id={answerId(i)} style={{ marginTop: gap }}>
              <PageMark id={answerId(i)} />
              {i === 0 && <Text style={styles.h2}>Your questions</Text>}
              <QuestionLine question={q.question} style={{ color: COLORS.gold, marginBottom: 2 }} />
              {/* No category under the client's own words, where a misreading would stand out: only a yes/no verdict. */}
              {q.stance && (
                <Text style={[styles.cell, { color: COLORS.muted, marginBottom: 4 }]}>{STANCE_WORDS[q.stance]}</Text>
              )}
              {first?.node}
            </View>
          ),
        },
        ...rest,
      ];
    }),
  ];
  return (
    <FramedPage doc={doc} chapter={chapter}>
      <Flow blocks={blocks} styles={styles} />
    </FramedPage>
  );
}

function h2Height(styles: PdfStyles): number {
  const { fontSize, lineHeight, marginTop, marginBottom } = styles.h2;
  return Number(fontSize) * Number(lineHeight) + Number(marginTop) + Number(marginBottom);
}

/**
 * The visitor's question in quotes: in italics when Serif holds all of it (Arabic, Hebrew, Devanagari,
 * Chinese and emoji have no italics, and their faces none), upright otherwise. A question in Arabic
 * or Hebrew is set right to left and aligned right, so that its question mark ends it on the left.
 */
export function QuestionLine({
  question,
  style,
}: {
  question: string;
  style: { color: string; marginBottom?: number; fontSize?: number };
}) {
  const styles = usePdfStyles();
  const direction = textDirection(question);
  return (
    <Text
      style={[
        scriptFamilies(question, '').length === 0 ? styles.italic : {},
        style,
        direction === 'rtl' ? { direction, textAlign: 'right' } : {},
      ]}
    >
      {withEmojiApart(`“${question}”`)}
    </Text>
  );
}

const STANCE_WORDS: Record<NonNullable<AnsweredQuestion['stance']>, string> = {
  yes: 'The chart says yes',
  mixed: 'The chart says yes, with effort',
  'not-yet': 'The chart says not yet',
  caution: 'The chart says go carefully',
};

export function OutlookPage({ doc, chapter }: { doc: ReadingDocument; chapter: Chapter }) {
  const styles = usePdfStyles();
  const { outlook } = doc;
  const intro =
    'Jupiter, Saturn, Uranus, Neptune and Pluto move slowly enough to mark whole seasons of a life. I followed each of them day by day across the coming year and noted every major aspect they make to your chart, with the dates they are exact.';
  const areas = (['Love', 'Wellness', 'Growth'] as const).flatMap((area): FlowBlock[] => {
    const [first, ...rest] = paragraphBlocks(outlook[AREA_KEYS[area]], area, styles);
    return [
      {
        key: area,
        height: h2Height(styles) + (first?.height ?? 0),
        node: (
          <View wrap={false}>
            <Text style={styles.h2}>{area}</Text>
            {first?.node}
          </View>
        ),
      },
      ...rest,
    ];
  });
  const [firstMonth, ...months] = monthBlocks(outlook.months, styles);
  // The table follows the text on its page: a page of its own left the end of the text alone on the one before.
  const table: FlowBlock = {
    key: 'months',
    height: h2Height(styles) + 4.8 + (firstMonth?.height ?? 0),
    node: (
      <View wrap={false}>
        <Text style={styles.h2}>Month by month</Text>
        <View style={[styles.table, { marginBottom: 0 }]}>{firstMonth?.node}</View>
      </View>
    ),
  };
  return (
    <FramedPage doc={doc} chapter={chapter}>
      <Flow blocks={[introBlock(intro, styles), ...areas, table, ...months]} styles={styles} />
    </FramedPage>
  );
}

const AREA_KEYS = { Love: 'love', Wellness: 'wellness', Growth: 'growth' } as const;

/** The month table's rows in date order, each whole on its page. */
function monthBlocks(months: ReadingDocument['outlook']['months'], styles: PdfStyles): FlowBlock[] {
  const { width } = pageBody(styles);
  const size = Number(styles.cell.fontSize);
  const line = size * Number(styles.page.lineHeight);
  return months.map((m) => {
    const lines = m.entries.reduce((sum, e) => sum + guessLines(`${e.area}  ${e.text}`, size, width - 90), 0);
    return {
      key: m.month,
      height: Math.max(1, lines) * line + 2 * Number(styles.row.paddingVertical) + 0.4,
      node: (
        <View style={styles.row} wrap={false}>
          <Text style={[styles.cell, { width: 90, fontWeight: 600, alignSelf: 'flex-start' }]}>{m.month}</Text>
          <View style={{ flex: 1 }}>
            {m.entries.length === 0 && (
              <Text style={[styles.cell, { color: COLORS.muted }]}>Nothing new begins or peaks this month.</Text>
            )}
            {m.entries.map((e, i) => (
              <Text key={i} style={styles.cell}>
                <Text style={{ color: COLORS.gold }}>{`${e.area}  `}</Text>
                {e.text}
              </Text>
            ))}
          </View>
        </View>
      ),
    };
  });
}

export function ClosingPage({ doc, chapter }: { doc: ReadingDocument; chapter: Chapter }) {
  const styles = usePdfStyles();
  const { closing } = doc;
  return (
    <FramedPage doc={doc} chapter={chapter}>
      <Paragraphs paragraphs={closing.paragraphs} />
      {closing.bonus && <Text style={styles.note}>{closing.bonus}</Text>}
      <Text style={styles.h2}>Support</Text>
      <Text style={styles.paragraph}>{`E-mail: ${closing.supportEmail}`}</Text>
      <Text style={styles.paragraph}>{`Phone: ${closing.supportPhone}`}</Text>
      <Text style={[styles.paragraph, { marginTop: 18, fontSize: 9, color: COLORS.muted }]}>{closing.disclaimer}</Text>
    </FramedPage>
  );
}
