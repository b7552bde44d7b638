import { Text, View } from '@react-pdf/renderer';

import { ChapterTitle, FramedPage, Paragraphs, Section } from './pdf-page-frame';
import type { Chapter } from './pdf-page-frame';
import { PageMark } from './pdf-page-marks';
import { scriptFamilies } from './pdf-script-fonts';
import { COLORS, usePdfStyles } from './pdf-styles';
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
  return (
    <FramedPage doc={doc} chapter={chapter}>
      {intro && <Text style={[styles.paragraph, styles.italic]}>{intro}</Text>}
      {sections.map((s) => (
        <Section key={s.title} section={s} />
      ))}
    </FramedPage>
  );
}

/** The anchor of a question's answer, for the contents page and the outline. */
export function answerId(index: number): string {
  return `answer-${index + 1}`;
}

export function QuestionsPage({ doc, chapter }: { doc: ReadingDocument; chapter: Chapter }) {
  const styles = usePdfStyles();
  return (
    <FramedPage doc={doc} chapter={chapter}>
      <Section section={doc.subject} />
      {doc.questions.map((q, i) => (
        <View key={i} style={{ marginBottom: 6 }}>
          {/* The question never ends a page: it moves over with the first paragraph of its answer. */}
          <View wrap={false} id={answerId(i)}>
            <PageMark id={answerId(i)} />
            {i === 0 && <Text style={styles.h2}>Your questions</Text>}
            <QuestionLine question={q.question} style={{ color: COLORS.gold, marginBottom: 2 }} />
            {/* No category under the client's own words, where a misreading would stand out: only a yes/no verdict. */}
            {q.stance && (
              <Text style={[styles.cell, { color: COLORS.muted, marginBottom: 4 }]}>{STANCE_WORDS[q.stance]}</Text>
            )}
            <Paragraphs paragraphs={q.paragraphs.slice(0, 1)} />
          </View>
          <Paragraphs paragraphs={q.paragraphs.slice(1)} />
        </View>
      ))}
    </FramedPage>
  );
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
  return (
    <FramedPage doc={doc} chapter={chapter}>
      <Text style={[styles.paragraph, styles.italic]}>
        Jupiter, Saturn, Uranus, Neptune and Pluto move slowly enough to mark whole seasons of a life. I followed each
        of them day by day across the coming year and noted every major aspect they make to your chart, with the dates
        they are exact.
      </Text>
      {(['Love', 'Wellness', 'Growth'] as const).map((area) => (
        <View key={area}>
          <View wrap={false}>
            <Text style={styles.h2}>{area}</Text>
            <Paragraphs paragraphs={outlook[area.toLowerCase() as 'love' | 'wellness' | 'growth'].slice(0, 1)} />
          </View>
          <Paragraphs paragraphs={outlook[area.toLowerCase() as 'love' | 'wellness' | 'growth'].slice(1)} />
        </View>
      ))}
      <Text style={styles.h2} break>
        Month by month
      </Text>
      <View style={styles.table}>
        {outlook.months.map((m) => (
          <View key={m.month} style={styles.row} wrap={false}>
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
        ))}
      </View>
    </FramedPage>
  );
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
