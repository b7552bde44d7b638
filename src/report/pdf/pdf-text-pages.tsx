import { Text, View } from '@react-pdf/renderer';

import { ChapterTitle, FramedPage, Paragraphs, Section } from './pdf-page-frame';
import { COLORS, styles } from './pdf-styles';
import type { AnsweredQuestion, ReadingDocument, TextSection } from '../document/reading-document';

export function LetterPage({ doc }: { doc: ReadingDocument }) {
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
      <Text style={styles.h2}>In these pages</Text>
      {[
        'Your natal chart and its big picture',
        `Your subject, ${doc.visitor.subject.toLowerCase()}, and your questions answered`,
        'Your Sun, Moon' + (doc.timeKnown ? ' and ascendant' : ''),
        'Each planet in its sign' + (doc.timeKnown ? ' and house' : ''),
        ...(doc.houses.length > 0 ? ['The twelve houses of your chart'] : []),
        'The strongest aspects in your chart, and the tables of your planets and aspects',
        'Love, wellness and growth: your next twelve months',
      ].map((line) => (
        <Text key={line} style={{ marginBottom: 2 }}>{`·  ${line}`}</Text>
      ))}
    </FramedPage>
  );
}

export function SectionsPage({
  doc,
  kicker,
  title,
  intro,
  sections,
}: {
  doc: ReadingDocument;
  kicker: string;
  title: string;
  intro: string | null;
  sections: TextSection[];
}) {
  return (
    <FramedPage doc={doc}>
      <ChapterTitle kicker={kicker} title={title} />
      {intro && <Text style={[styles.paragraph, styles.italic]}>{intro}</Text>}
      {sections.map((s) => (
        <Section key={s.title} section={s} />
      ))}
    </FramedPage>
  );
}

export function QuestionsPage({ doc }: { doc: ReadingDocument }) {
  return (
    <FramedPage doc={doc}>
      <ChapterTitle kicker="What you asked" title={doc.visitor.subject} />
      <Section section={doc.subject} />
      {doc.questions.map((q, i) => (
        <View key={i} style={{ marginBottom: 6 }}>
          {/* The question never ends a page: it moves over with the first paragraph of its answer. */}
          <View wrap={false}>
            {i === 0 && <Text style={styles.h2}>Your questions</Text>}
            <Text style={[styles.italic, { color: COLORS.gold, marginBottom: 2 }]}>{`“${q.question}”`}</Text>
            <Text style={[styles.cell, { color: COLORS.muted, marginBottom: 4 }]}>{answerLine(q)}</Text>
            <Paragraphs paragraphs={q.paragraphs.slice(0, 1)} />
          </View>
          <Paragraphs paragraphs={q.paragraphs.slice(1)} />
        </View>
      ))}
    </FramedPage>
  );
}

const STANCE_WORDS: Record<NonNullable<AnsweredQuestion['stance']>, string> = {
  yes: 'The chart says yes',
  'not-yet': 'The chart says not yet',
  caution: 'The chart says go carefully',
};

/** The line under a question: what it is about and, for a yes/no question, the chart's verdict. */
function answerLine(q: AnsweredQuestion): string {
  return q.stance ? `${q.about}  ·  ${STANCE_WORDS[q.stance]}` : q.about;
}

export function OutlookPage({ doc }: { doc: ReadingDocument }) {
  const { outlook } = doc;
  return (
    <FramedPage doc={doc}>
      <ChapterTitle kicker="The next twelve months" title="Love, wellness and growth" />
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

export function ClosingPage({ doc }: { doc: ReadingDocument }) {
  const { closing } = doc;
  return (
    <FramedPage doc={doc}>
      <ChapterTitle kicker="Until we meet again" title="A last word" />
      <Paragraphs paragraphs={closing.paragraphs} />
      {closing.bonus && <Text style={styles.note}>{closing.bonus}</Text>}
      <Text style={styles.h2}>Support</Text>
      <Text style={styles.paragraph}>{`E-mail: ${closing.supportEmail}`}</Text>
      <Text style={styles.paragraph}>{`Phone: ${closing.supportPhone}`}</Text>
      <Text style={[styles.paragraph, { marginTop: 18, fontSize: 9, color: COLORS.muted }]}>{closing.disclaimer}</Text>
    </FramedPage>
  );
}
