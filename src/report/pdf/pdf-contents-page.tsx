import { Link, Text, View } from '@react-pdf/renderer';

import { ChapterTitle, FramedPage } from './pdf-page-frame';
import { usePageMarks } from './pdf-page-marks';
import { scriptFamilies } from './pdf-script-fonts';
import { shortenText } from './shorten-text';
import { COLORS, usePdfStyles } from './pdf-styles';
import { textDirection } from './text-direction';
import { withEmojiApart } from './with-emoji-apart';
import type { ReadingDocument } from '../document/reading-document';

/** A line of the contents: a chapter, or (indented) the answer to one of the visitor's questions. */
export type ContentsEntry = { id: string; title: string; question: boolean };

/** A question longer than this is cut in the contents (it is printed whole with its answer). */
const QUESTION_CHARS = 90;

/**
 * The contents after the letter, each line linked to its page. The page numbers are `render` props:
 * react-pdf draws them after the chapters have noted where they start (pdf-page-marks.tsx).
 */
export function ContentsPage({ doc, entries }: { doc: ReadingDocument; entries: ContentsEntry[] }) {
  const styles = usePdfStyles();
  const marks = usePageMarks();
  return (
    <FramedPage doc={doc}>
      <ChapterTitle kicker="Your reading" title="Contents" />
      <View style={{ marginTop: 8 }}>
        {entries.map((entry) => {
          const title = entry.question ? `“${shortenText(entry.title, QUESTION_CHARS)}”` : entry.title;
          return (
            <Link key={entry.id} src={`#${entry.id}`} style={{ color: COLORS.ink, textDecoration: 'none' }}>
              <View
                style={{
                  flexDirection: 'row',
                  alignItems: 'flex-end',
                  borderBottomWidth: 0.4,
                  borderBottomColor: COLORS.rule,
                  paddingVertical: entry.question ? 2 : 4,
                  marginLeft: entry.question ? 18 : 0,
                }}
                wrap={false}
              >
                <Text
                  style={
                    entry.question
                      ? [
                          // Italics only where Serif holds the question (as with the question itself).
                          scriptFamilies(entry.title, '').length === 0 ? styles.italic : {},
                          {
                            flex: 1,
                            paddingRight: 36,
                            fontSize: 9.5,
                            color: COLORS.muted,
                            direction: textDirection(entry.title),
                          },
                        ]
                      : { flex: 1, paddingRight: 36, fontSize: 11.5 }
                  }
                >
                  {withEmojiApart(title)}
                </Text>
                {/* Absolute: react-pdf (4.9) draws nothing of an in-flow `render` text under a line height. */}
                <Text
                  style={[
                    styles.cell,
                    {
                      position: 'absolute',
                      right: 0,
                      top: entry.question ? 3 : 6,
                      width: 30,
                      textAlign: 'right',
                      color: COLORS.gold,
                    },
                  ]}
                  render={() => String(marks?.get(entry.id) ?? '')}
                />
              </View>
            </Link>
          );
        })}
      </View>
    </FramedPage>
  );
}
