import { Text, View } from '@react-pdf/renderer';

import { ChapterTitle, FramedPage, Paragraphs, Section } from './pdf-page-frame';
import { COLORS, styles } from './pdf-styles';
import type { ReadingDocument, TextSection } from '../document/reading-document';

export function LetterPage({ doc }: { doc: ReadingDocument }) {
  return (
    <FramedPage doc={doc}>
      <ChapterTitle kicker={`A letter from ${doc.persona}`} title="Before you begin" />
      <Paragraphs paragraphs={doc.letter} />
      {doc.caveats.length > 0 && (
        <View style={styles.note}>
          <Text style={{ fontWeight: 700, marginBottom: 3 }}>{doc.timeKnown ? 'About your birth data' : 'About your unknown birth time'}</Text>
          {doc.caveats.map((c, i) => <Text key={i} style={{ marginBottom: 3 }}>{c}</Text>)}
        </View>
      )}
      <Text style={styles.h2}>In these pages</Text>
      {[
        'Your natal chart: the wheel, your planets, houses and aspects',
        'Your Sun, Moon' + (doc.timeKnown ? ' and ascendant' : ''),
        'Each planet in its sign' + (doc.timeKnown ? ' and house' : ''),
        'The strongest aspects in your chart',
        `Your subject, ${doc.visitor.subject.toLowerCase()}, and your questions answered`,
        'Love, wellness and growth: your next twelve months',
      ].map((line) => <Text key={line} style={{ marginBottom: 2 }}>{`·  ${line}`}</Text>)}
    </FramedPage>
  );
}

export function SectionsPage({ doc, kicker, title, intro, sections }: {
  doc: ReadingDocument; kicker: string; title: string; intro: string | null; sections: TextSection[];
}) {
  return (
    <FramedPage doc={doc}>
      <ChapterTitle kicker={kicker} title={title} />
      {intro && <Text style={[styles.paragraph, styles.italic]}>{intro}</Text>}
      {sections.map((s) => <Section key={s.title} section={s} />)}
    </FramedPage>
  );
}

export function QuestionsPage({ doc }: { doc: ReadingDocument }) {
  return (
    <FramedPage doc={doc}>
      <ChapterTitle kicker="What you asked" title={doc.visitor.subject} />
      <Section section={doc.subject} />
      {doc.questions.length > 0 && <Text style={styles.h2}>Your questions</Text>}
      {doc.questions.map((q, i) => (
        <View key={i} style={{ marginBottom: 6 }}>
          <Text style={[styles.italic, { color: COLORS.gold, marginBottom: 3 }]} minPresenceAhead={60}>{`“${q.question}”`}</Text>
          <Paragraphs paragraphs={q.paragraphs} />
        </View>
      ))}
    </FramedPage>
  );
}

export function OutlookPage({ doc }: { doc: ReadingDocument }) {
  const { outlook } = doc;
  return (
    <FramedPage doc={doc}>
      <ChapterTitle kicker="The next twelve months" title="Love, wellness and growth" />
      <Text style={[styles.paragraph, styles.italic]}>
        Jupiter, Saturn, Uranus, Neptune and Pluto move slowly enough to mark whole seasons of a life. I followed each of them day by day across the coming year and noted every major aspect they make to your chart, with the dates they are exact.
      </Text>
      {(['Love', 'Wellness', 'Growth'] as const).map((area) => (
        <View key={area}>
          <Text style={styles.h2} minPresenceAhead={60}>{area}</Text>
          <Paragraphs paragraphs={outlook[area.toLowerCase() as 'love' | 'wellness' | 'growth']} />
        </View>
      ))}
      <Text style={styles.h2} break>Month by month</Text>
      <View style={styles.table}>
        {outlook.months.map((m) => (
          <View key={m.month} style={styles.row} wrap={false}>
            <Text style={[styles.cell, { width: 90, fontWeight: 600, alignSelf: 'flex-start' }]}>{m.month}</Text>
            <View style={{ flex: 1 }}>
              {m.entries.length === 0 && <Text style={[styles.cell, { color: COLORS.muted }]}>A quiet month: no slow planet touches your chart.</Text>}
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
