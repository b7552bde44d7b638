import { Text, View } from '@react-pdf/renderer';

import { SIGNS } from '../../domain/astrology';
import type { Sign } from '../../domain/astrology';
import { ASPECT_COLORS } from '../lore/aspect-lore';
import { isMajorAspect } from '../synthesis/aspect-geometry';
import { formatDegree } from '../lore/format';
import { ASPECT_GLYPHS, GLYPHS } from './glyph-paths';
import { ChartWheel } from './pdf-chart-wheel';
import { Glyph } from './pdf-glyph';
import { FramedPage, Paragraphs } from './pdf-page-frame';
import type { Chapter } from './pdf-page-frame';
import { COLORS, usePdfStyles } from './pdf-styles';
import type { ReadingDocument } from '../document/reading-document';
import type { Body, ReadingChart } from '../synthesis/reading-input';

const MINOR_ABBREVIATIONS: Record<string, string> = {
  'Semi-Sextile': 'SSx',
  Quintile: 'Q',
  'Bi-Quintile': 'bQ',
  Quincunx: 'Qx',
};

/** Which houses, which moment and which zone rule the chart was drawn with: the facts an astrologer checks first. */
function chartFootnote(chart: ReadingChart): string {
  const moment = `Birth moment ${chart.utc.replace('T', ' ').replace(':00Z', ' UT').replace('Z', ' UT')}, from the local time by the historical rules of the ${chart.zone} time zone.`;
  const houses =
    chart.houseSystem === 'Porphyry'
      ? 'Porphyry houses: Placidus houses do not exist this close to the pole.'
      : chart.houseSystem === 'Placidus'
        ? 'Placidus houses.'
        : 'No houses: they need the birth time.';
  return `${houses} ${moment} Tropical zodiac, true positions of date.`;
}

function Legend() {
  const styles = usePdfStyles();
  const items = [
    { label: 'Trine, sextile: flowing', color: ASPECT_COLORS.harmonious },
    { label: 'Square, opposition: demanding', color: ASPECT_COLORS.challenging },
  ];
  return (
    <View style={{ flexDirection: 'row', justifyContent: 'center', marginTop: 6 }}>
      {items.map((item) => (
        <View key={item.label} style={{ flexDirection: 'row', alignItems: 'center', marginHorizontal: 10 }}>
          <View style={{ width: 18, height: 1.5, backgroundColor: item.color, marginRight: 5 }} />
          <Text style={styles.cell}>{item.label}</Text>
        </View>
      ))}
    </View>
  );
}

/** Seven to a row, the column's width shared evenly: the bodies in two rows, the signs in two. */
const KEY_CELL = '14.28%';

/** What each symbol on the wheel stands for: the bodies it shows in one group of rows, the twelve signs in the next. */
function WheelKey({ chart }: { chart: ReadingChart }) {
  const styles = usePdfStyles();
  const groups: (Body | Sign)[][] = [chart.positions.map((p) => p.planet), [...SIGNS]];
  return (
    <View style={{ marginTop: 8, borderTopWidth: 0.4, borderTopColor: COLORS.rule, paddingTop: 5 }}>
      {groups.map((names) => (
        <View key={names[0]} style={{ flexDirection: 'row', flexWrap: 'wrap', marginBottom: 2 }}>
          {names.map((name) => (
            <View
              key={name}
              style={{ width: KEY_CELL, flexDirection: 'row', alignItems: 'center', marginVertical: 1.5 }}
            >
              <Glyph parts={GLYPHS[name]} size={9} color={COLORS.ink} />
              <Text style={[styles.cell, { fontSize: 7.8, marginLeft: 3 }]}>{name}</Text>
            </View>
          ))}
        </View>
      ))}
    </View>
  );
}

export function WheelPage({ doc, chapter }: { doc: ReadingDocument; chapter: Chapter }) {
  const styles = usePdfStyles();
  return (
    <FramedPage doc={doc} chapter={chapter}>
      {/* The wheel, its key and its words share one page. */}
      <View wrap={false}>
        <View style={{ alignItems: 'center', marginTop: 2 }}>
          <ChartWheel chart={doc.chart} aspectLines={doc.aspectLines} />
        </View>
        <Legend />
        <WheelKey chart={doc.chart} />
      </View>
      <Text style={[styles.paragraph, { marginTop: 10, fontSize: 9.5 }]}>
        {doc.timeKnown
          ? 'Read the wheel counter-clockwise from the ascendant (AC) on the left. The outer ring holds the twelve signs, the numbers mark your twelve houses, and each planet stands at its degree, marked by a tick on the ring (where planets crowd, a thin line leads to it). The lines in the centre are the aspects between them.'
          : 'Without a birth time the wheel starts at 0° Aries on the left and shows no houses: the planets stand at their noon positions, each marked by a tick on the ring, and the lines in the centre are the aspects between them.'}
      </Text>
      <Text style={[styles.cell, { color: COLORS.muted, marginTop: 6 }]}>{chartFootnote(doc.chart)}</Text>
    </FramedPage>
  );
}

export function TablesPage({ doc, chapter }: { doc: ReadingDocument; chapter: Chapter }) {
  const styles = usePdfStyles();
  const { chart } = doc;
  const widths = [24, 96, 110, 70, 60, 100];
  return (
    <FramedPage doc={doc} chapter={chapter}>
      <View style={styles.table}>
        <View style={styles.headRow}>
          {['', 'Body', 'Sign', 'Degree', 'House', 'Motion'].map((h, i) => (
            <Text key={i} style={[styles.headCell, { width: widths[i] }]}>
              {h}
            </Text>
          ))}
        </View>
        {chart.positions.map((p) => (
          <View key={p.planet} style={styles.row} wrap={false}>
            <View style={{ width: widths[0] }}>
              <Glyph parts={GLYPHS[p.planet]} size={11} color={COLORS.ink} />
            </View>
            <Text style={[styles.cell, { width: widths[1] }]}>{p.planet}</Text>
            <View style={{ width: widths[2], flexDirection: 'row', alignItems: 'center' }}>
              <Glyph parts={GLYPHS[p.sign]} size={10} color={COLORS.gold} />
              <Text style={[styles.cell, { marginLeft: 4 }]}>{p.sign}</Text>
            </View>
            <Text style={[styles.cell, { width: widths[3] }]}>{formatDegree(p.degree)}</Text>
            <Text style={[styles.cell, { width: widths[4] }]}>{p.house === null ? '—' : String(p.house)}</Text>
            <Text style={[styles.cell, { width: widths[5] }]}>{p.retrograde ? '℞ retrograde' : 'direct'}</Text>
          </View>
        ))}
      </View>
      {chart.houses ? (
        <View style={{ flexDirection: 'row', flexWrap: 'wrap', borderTopWidth: 0.8, borderTopColor: COLORS.ink }}>
          {chart.houses.map((h) => (
            <View key={h.number} style={[styles.row, { width: '50%' }]}>
              <Text
                style={[styles.cell, { width: 70 }]}
              >{`House ${h.number}${h.number === 1 ? ' (AC)' : h.number === 10 ? ' (MC)' : ''}`}</Text>
              <Glyph parts={GLYPHS[h.sign]} size={10} color={COLORS.gold} />
              <Text style={[styles.cell, { marginLeft: 4, width: 80 }]}>{h.sign}</Text>
              <Text style={styles.cell}>{formatDegree(h.degree)}</Text>
            </View>
          ))}
        </View>
      ) : (
        <Text style={styles.note}>
          House cusps are not shown: they depend on the birth time, which you did not give.
        </Text>
      )}
      {chart.timeKnown && (
        <Text style={[styles.cell, { color: COLORS.muted, marginTop: 8 }]}>{chartFootnote(chart)}</Text>
      )}
    </FramedPage>
  );
}

const CELL = 36;

export function AspectGridPage({ doc, chapter }: { doc: ReadingDocument; chapter: Chapter }) {
  const styles = usePdfStyles();
  const bodies = doc.chart.positions.map((p) => p.planet);
  const find = (a: string, b: string) =>
    doc.aspectLines.find((l) => (l.planet1 === a && l.planet2 === b) || (l.planet1 === b && l.planet2 === a));
  return (
    <FramedPage doc={doc} chapter={chapter}>
      <Paragraphs
        paragraphs={[
          'Each square shows the angle between two bodies and, beneath it, how far it is from exact. Blue angles flow, red ones push you to grow, gold ones fuse; the small letters mark the minor aspects (SSx semi-sextile, Q quintile, bQ bi-quintile, Qx quincunx).',
        ]}
      />
      <View style={{ marginTop: 6 }}>
        {bodies.map((row, r) => (
          <View key={row} style={{ flexDirection: 'row', height: CELL }}>
            {bodies.slice(0, r).map((col) => {
              const line = find(row, col);
              return (
                <View
                  key={col}
                  style={{
                    width: CELL,
                    height: CELL,
                    borderWidth: 0.4,
                    borderColor: COLORS.rule,
                    alignItems: 'center',
                    justifyContent: 'center',
                  }}
                >
                  {line && isMajorAspect(line.aspect) && line.kind && (
                    <Glyph parts={ASPECT_GLYPHS[line.aspect]} size={11} color={ASPECT_COLORS[line.kind]} />
                  )}
                  {line && !isMajorAspect(line.aspect) && (
                    <Text style={[styles.cell, { fontSize: 7.5, color: COLORS.muted }]}>
                      {MINOR_ABBREVIATIONS[line.aspect] ?? line.aspect}
                    </Text>
                  )}
                  {line && (
                    <Text style={[styles.cell, { fontSize: 5.5, color: COLORS.muted }]}>{formatDegree(line.orb)}</Text>
                  )}
                </View>
              );
            })}
            <View
              style={{
                width: CELL,
                height: CELL,
                borderWidth: 0.6,
                borderColor: COLORS.ink,
                alignItems: 'center',
                justifyContent: 'center',
                backgroundColor: '#f4efe2',
              }}
            >
              <Glyph parts={GLYPHS[row]} size={13} color={COLORS.ink} />
            </View>
          </View>
        ))}
      </View>
    </FramedPage>
  );
}
