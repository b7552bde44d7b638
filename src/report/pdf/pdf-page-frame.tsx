import { Page, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';

import { GLYPHS } from './glyph-paths';
import { PageMark } from './pdf-page-marks';
import { Glyph } from './pdf-glyph';
import { COLORS, usePdfStyles } from './pdf-styles';
import type { PdfStyles } from './pdf-styles';
import { guessLines, pageBody } from './page-flow';
import type { FlowBlock } from './page-flow';
import { withEmojiApart } from './with-emoji-apart';
import type { ReadingDocument, TextSection } from '../document/reading-document';

/** A chapter of the reading: its id is its anchor in the contents page and the PDF's outline. */
export type Chapter = { id: string; kicker: string; title: string };

/**
 * An A4 page with the running header and the page number; content flows onto more pages as needed.
 * A chapter's page opens with its title and is an entry of the PDF's outline.
 */
export function FramedPage({
  doc,
  chapter,
  children,
}: {
  doc: ReadingDocument;
  chapter?: Chapter;
  children: ReactNode;
}) {
  const styles = usePdfStyles();
  return (
    <Page size="A4" style={styles.page} wrap bookmark={chapter?.title}>
      <View style={styles.header} fixed>
        <Text>{doc.brand}</Text>
        <Text style={styles.headerName}>{withEmojiApart(`Natal reading for ${doc.visitor.name}`)}</Text>
      </View>
      {chapter && <ChapterTitle {...chapter} />}
      {children}
      <Text style={styles.footer} fixed render={({ pageNumber }) => `${doc.persona}  ·  ${pageNumber}`} />
    </Page>
  );
}

/** A chapter's kicker and title; with an id, the contents page links to it and notes its page. */
export function ChapterTitle({ kicker, title, id }: { kicker: string; title: string; id?: string }) {
  const styles = usePdfStyles();
  return (
    <View minPresenceAhead={120} id={id}>
      {id && <PageMark id={id} />}
      <Text style={styles.kicker}>{kicker}</Text>
      <Text style={styles.h1}>{title}</Text>
    </View>
  );
}

export function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  const styles = usePdfStyles();
  return (
    <>
      {paragraphs.map((p, i) => (
        <Text key={i} style={styles.paragraph}>
          {withEmojiApart(p)}
        </Text>
      ))}
    </>
  );
}

/** Each paragraph a block of the chapter's flow, split across pages where it falls. */
export function paragraphBlocks(paragraphs: readonly string[], key: string, styles: PdfStyles): FlowBlock[] {
  const { width } = pageBody(styles);
  const line = Number(styles.page.fontSize) * Number(styles.page.lineHeight);
  return paragraphs.map((p, i) => ({
    key: `${key}-${i}`,
    height: guessLines(p, Number(styles.page.fontSize), width) * line + Number(styles.paragraph.marginBottom),
    node: <Text style={styles.paragraph}>{withEmojiApart(p)}</Text>,
  }));
}

/** A section's blocks: its heading with its first paragraph, which never part, then the others one by one. */
export function sectionBlocks(section: TextSection, styles: PdfStyles): FlowBlock[] {
  const [first, ...rest] = paragraphBlocks(section.paragraphs, section.title, styles);
  const { width } = pageBody(styles);
  const heading =
    Number(styles.sectionTitleRow.marginTop) +
    Number(styles.sectionTitleRow.marginBottom) +
    guessLines(section.title, Number(styles.sectionTitle.fontSize) * 1.1, width - 21) *
      Number(styles.sectionTitle.fontSize) *
      Number(styles.sectionTitle.lineHeight);
  return [
    {
      key: section.title,
      height: heading + (first?.height ?? 0),
      node: (
        // A heading never ends a page: it moves over with its first paragraph (minPresenceAhead alone let it stay behind).
        <View wrap={false}>
          <View style={styles.sectionTitleRow}>
            {section.glyph && <Glyph parts={GLYPHS[section.glyph]} size={15} color={COLORS.gold} />}
            <Text style={styles.sectionTitle}>{section.title}</Text>
          </View>
          {first?.node}
        </View>
      ),
    },
    ...rest,
  ];
}
