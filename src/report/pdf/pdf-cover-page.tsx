import { Circle, Page, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';

import { GLYPHS } from './glyph-paths';
import { Glyph } from './pdf-glyph';
import { scriptFamilies } from './pdf-script-fonts';
import { COLORS, usePdfFonts } from './pdf-styles';
import { shortenText } from './shorten-text';
import type { FontStacks } from './pdf-styles';
import { textDirection } from './text-direction';
import { withEmojiApart } from './with-emoji-apart';
import type { ReadingDocument } from '../document/reading-document';

const coverStyles = (fonts: FontStacks) =>
  StyleSheet.create({
    page: { backgroundColor: COLORS.night, color: '#f6f1e4', fontFamily: fonts.serif },
    content: { padding: 60, alignItems: 'center' },
    stars: { position: 'absolute', top: 0, left: 0 },
    brand: {
      fontFamily: fonts.sans,
      fontSize: 9,
      letterSpacing: 3,
      color: '#d8b66a',
      textTransform: 'uppercase',
      marginTop: 40,
    },
    title: { fontSize: 30, lineHeight: 1.25, fontWeight: 700, marginTop: 36, textAlign: 'center' },
    subtitle: {
      fontSize: 12,
      fontStyle: 'italic',
      fontFamily: 'Serif',
      color: '#d8d2c2',
      marginTop: 8,
      textAlign: 'center',
    },
    name: { fontSize: 26, lineHeight: 1.3, marginTop: 34, color: '#d8b66a', textAlign: 'center' },
    facts: {
      marginTop: 26,
      borderTopWidth: 0.6,
      borderBottomWidth: 0.6,
      borderColor: '#d8b66a',
      paddingVertical: 12,
      width: 330,
    },
    fact: {
      flexDirection: 'row',
      justifyContent: 'space-between',
      fontFamily: fonts.sans,
      fontSize: 10,
      marginVertical: 2.5,
    },
    label: { color: '#b9b2a0' },
    // A long birthplace wraps beside its label.
    value: { maxWidth: 240, textAlign: 'right' },
    question: { marginTop: 22, width: 400, alignItems: 'center' },
    questionLabel: {
      fontFamily: fonts.sans,
      fontSize: 8,
      letterSpacing: 2,
      color: '#d8b66a',
      textTransform: 'uppercase',
      marginBottom: 6,
    },
    questionText: { fontSize: 13, lineHeight: 1.45, color: '#f6f1e4', textAlign: 'center' },
    persona: {
      position: 'absolute',
      bottom: 60,
      left: 60,
      right: 60,
      textAlign: 'center',
      fontSize: 11,
      color: '#d8d2c2',
    },
  });

/** Fixed star positions: a deterministic scatter, so every cover looks the same and tests stay stable. */
const STARS = Array.from({ length: 90 }, (_, i) => ({
  x: (i * 197.3) % 595,
  y: (i * 131.7 + (i % 7) * 53) % 842,
  r: 0.4 + ((i * 37) % 10) / 10,
}));

/** Four lines at most under the facts; the whole question opens its answer. */
const COVER_QUESTION_CHARS = 200;

export function CoverPage({ doc }: { doc: ReadingDocument }) {
  const cover = coverStyles(usePdfFonts());
  const question = doc.questions[0]?.question.trim() ?? '';
  const facts: [string, string][] = [
    ['Born', doc.visitor.birthDate],
    ['Birth time', doc.visitor.birthTime],
    ['Birthplace', doc.visitor.birthPlace],
    ['Sun sign', doc.sunSign],
    ['Topic', doc.visitor.subject],
    ['Prepared on', doc.preparedOn],
  ];
  return (
    <Page size="A4" style={cover.page}>
      <Svg style={cover.stars} width={595} height={840} fixed>
        {STARS.map((s, i) => (
          <Circle key={i} cx={s.x} cy={s.y} r={s.r} fill="#f6f1e4" fillOpacity={0.55} />
        ))}
      </Svg>
      <View style={cover.content}>
        <Text style={cover.brand}>{doc.brand}</Text>
        <Text style={cover.title}>Your Personal Natal Reading</Text>
        <Text style={cover.subtitle}>The sky at the moment of your birth, and the year ahead</Text>
        <View style={{ marginTop: 34 }}>
          <Glyph parts={GLYPHS[doc.sunSign]} size={64} color="#d8b66a" />
        </View>
        <Text style={[cover.name, { direction: textDirection(doc.visitor.name) }]}>
          {withEmojiApart(doc.visitor.name)}
        </Text>
        <View style={cover.facts}>
          {facts.map(([label, value]) => (
            <View key={label} style={cover.fact}>
              <Text style={cover.label}>{label}</Text>
              <Text style={cover.value}>{withEmojiApart(value)}</Text>
            </View>
          ))}
        </View>
        {question && (
          <View style={cover.question}>
            <Text style={cover.questionLabel}>
              {doc.questions.length > 1 ? 'Your first question' : 'Your question'}
            </Text>
            <Text
              style={[
                cover.questionText,
                // Italics only where Serif holds the whole question: the script faces have none.
                scriptFamilies(question, '').length === 0 ? { fontStyle: 'italic', fontFamily: 'Serif' } : {},
                { direction: textDirection(question) },
              ]}
            >
              {withEmojiApart(`“${shortenText(question, COVER_QUESTION_CHARS)}”`)}
            </Text>
          </View>
        )}
      </View>
      <Text style={cover.persona}>{`Written for you by ${doc.persona}`}</Text>
    </Page>
  );
}
