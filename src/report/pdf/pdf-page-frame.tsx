import { Page, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';

import { GLYPHS } from './glyph-paths';
import { Glyph } from './pdf-glyph';
import { COLORS, styles } from './pdf-styles';
import type { ReadingDocument, TextSection } from '../document/reading-document';

/** An A4 page with the running header and the page number; content flows onto more pages as needed. */
export function FramedPage({ doc, children }: { doc: ReadingDocument; children: ReactNode }) {
  return (
    <Page size="A4" style={styles.page} wrap>
      <View style={styles.header} fixed>
        <Text>{doc.brand}</Text>
        <Text>{`Natal reading for ${doc.visitor.name}`}</Text>
      </View>
      {children}
      <Text style={styles.footer} fixed render={({ pageNumber }) => `${doc.persona}  ·  ${pageNumber}`} />
    </Page>
  );
}

export function ChapterTitle({ kicker, title }: { kicker: string; title: string }) {
  return (
    <View minPresenceAhead={120}>
      <Text style={styles.kicker}>{kicker}</Text>
      <Text style={styles.h1}>{title}</Text>
    </View>
  );
}

export function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <>
      {paragraphs.map((p, i) => (
        <Text key={i} style={styles.paragraph}>
          {p}
        </Text>
      ))}
    </>
  );
}

export function Section({ section }: { section: TextSection }) {
  return (
    <View>
      {/* A heading never ends a page: it moves over with its first paragraph (minPresenceAhead alone let it stay behind). */}
      <View wrap={false}>
        <View style={styles.sectionTitleRow}>
          {section.glyph && <Glyph parts={GLYPHS[section.glyph]} size={15} color={COLORS.gold} />}
          <Text style={styles.sectionTitle}>{section.title}</Text>
        </View>
        <Paragraphs paragraphs={section.paragraphs.slice(0, 1)} />
      </View>
      <Paragraphs paragraphs={section.paragraphs.slice(1)} />
    </View>
  );
}
