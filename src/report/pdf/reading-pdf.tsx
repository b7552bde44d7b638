import { Document } from '@react-pdf/renderer';

import { AspectGridPage, TablesPage, WheelPage } from './pdf-chart-pages';
import { CoverPage } from './pdf-cover-page';
import { ClosingPage, LetterPage, OutlookPage, QuestionsPage, SectionsPage } from './pdf-text-pages';
import type { ReadingDocument } from '../document/reading-document';

/** The whole reading, laid out from the document data alone. */
export function ReadingPdf({ doc }: { doc: ReadingDocument }) {
  return (
    <Document
      title={`Natal reading for ${doc.visitor.name}`}
      author={doc.persona}
      creator={doc.brand}
      producer={doc.brand}
      language="en"
    >
      <CoverPage doc={doc} />
      <LetterPage doc={doc} />
      <WheelPage doc={doc} />
      <SectionsPage
        doc={doc}
        kicker="Your chart as a whole"
        title="The big picture"
        intro="Before the details, the shape of the whole: which elements and modes lead, which planets dominate, the patterns the aspects draw and the Moon you were born under."
        sections={doc.bigPicture}
      />
      <QuestionsPage doc={doc} />
      <SectionsPage
        doc={doc}
        kicker="The heart of your chart"
        title={doc.timeKnown ? 'Sun, Moon and Ascendant' : 'Sun and Moon'}
        intro={
          doc.timeKnown
            ? 'Three points say the most about a person: the Sun, who you are becoming; the Moon, what you need; and the ascendant, how you meet the world.'
            : 'Two lights say the most about a person: the Sun, who you are becoming, and the Moon, what you need. The ascendant needs a birth time, so it is left out here.'
        }
        sections={doc.bigThree}
      />
      <SectionsPage
        doc={doc}
        kicker="Your planets"
        title={doc.timeKnown ? 'Each planet in its sign and house' : 'Each planet in its sign'}
        intro={
          doc.timeKnown
            ? 'The sign shows how a planet expresses itself; the house shows where in your life it does its work.'
            : 'The sign shows how a planet expresses itself. Houses, which show where in your life it does its work, need a birth time and are left out.'
        }
        sections={doc.planets}
      />
      {doc.houses.length > 0 && (
        <SectionsPage
          doc={doc}
          kicker="Your houses"
          title="The twelve areas of your life"
          intro="The houses divide your chart into twelve areas of life. The sign on each cusp colours the area, the planets in it bring it to the foreground, and its ruler shows where its story leads."
          sections={doc.houses}
        />
      )}
      <SectionsPage
        doc={doc}
        kicker="Your aspects"
        title="The conversations in your chart"
        intro="Aspects are the angles between planets: they show which parts of you support each other and which ask to be reconciled. Here are the strongest in your chart."
        sections={doc.aspects}
      />
      <TablesPage doc={doc} />
      <AspectGridPage doc={doc} />
      <OutlookPage doc={doc} />
      <ClosingPage doc={doc} />
    </Document>
  );
}
