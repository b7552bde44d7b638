import { describe, expect, it } from 'vitest';

import { readingPreviewSchema } from '../../domain/reading-preview';
import { buildReadingDocument } from '../document/build-reading-document';
import { layoutWheel } from '../pdf/wheel-layout';
import { readingChart, slowPositionsAt } from '../synthesis/chart-adapter';
import { MANILA, NOW, ROME, SITE } from '../synthesis/test-fixtures';
import { buildReadingPreview } from './build-reading-preview';
import { cacheSlowPositions } from './cached-slow-positions';
import { openingOf } from './opening-of';

describe('buildReadingPreview', () => {
  const rome = buildReadingPreview(ROME, NOW);
  const romeDocument = buildReadingDocument(ROME, SITE, NOW);

  it('holds the visitor’s own cover, in the shared schema', () => {
    expect(readingPreviewSchema.parse(rome)).toEqual(rome);
    expect(rome.cover).toEqual({
      name: 'Elena Marchetti',
      birthDate: romeDocument.visitor.birthDate,
      birthTime: '7:45 AM',
      birthPlace: 'Rome, Italy',
      sunSign: 'Gemini',
      subject: 'Love',
    });
  });

  it('shows the PDF’s own Sun, Moon and rising sections, word for word', () => {
    expect(rome.sections).toEqual(romeDocument.bigThree.map(({ title, paragraphs }) => ({ title, paragraphs })));
    expect(rome.sections.map((s) => s.title)).toEqual([
      'Your Sun in Gemini',
      expect.stringMatching(/^Your Moon in /),
      'Your Ascendant in Cancer',
    ]);
  });

  it('opens the first answer only, with the PDF’s first sentences, and nothing of the rest', () => {
    const answer = romeDocument.questions[0]!;
    expect(rome.firstAnswer?.question).toBe('When will I meet the right person?');
    expect(rome.firstAnswer?.about).toBe(answer.about);
    expect(answer.paragraphs[0]!.startsWith(rome.firstAnswer!.opening)).toBe(true);
    expect(rome.firstAnswer!.opening.split(/\s+/).length).toBeLessThanOrEqual(70);
    const sent = JSON.stringify(rome);
    expect(sent).not.toContain('Should I move to Milan?');
    for (const hidden of [...romeDocument.planets, ...romeDocument.houses, romeDocument.subject])
      expect(sent).not.toContain(hidden.paragraphs[0]!);
    expect(sent).not.toContain(answer.paragraphs[1] ?? 'no second paragraph');
  });

  it('draws the PDF’s wheel: the same glyph positions, leaders and house labels', () => {
    const layout = layoutWheel(readingChart(ROME));
    const near = (a: { x: number; y: number }) => ({ x: expect.closeTo(a.x, 1), y: expect.closeTo(a.y, 1) });
    expect(rome.wheel.bodies.map((b) => b.glyph)).toEqual(layout.bodies.map((b) => near(b.glyph)));
    expect(rome.wheel.bodies.map((b) => b.leader === null)).toEqual(layout.bodies.map((b) => b.leader === null));
    expect(rome.wheel.houses.map((h) => h.label)).toEqual(layout.houses.map((h) => near(h.label)));
    expect(rome.wheel.angles.map((a) => a.label)).toEqual(['AC', 'DC', 'MC', 'IC']);
    expect(Object.keys(rome.wheel.glyphs)).toEqual(expect.arrayContaining(['Gemini', 'Sun', 'Moon', 'Chiron']));
  });

  it('says "Time unknown" and leaves out the rising sign and houses without a birth time', () => {
    const manila = buildReadingPreview(MANILA, NOW);
    expect(manila.cover.birthTime).toBe('Time unknown');
    expect(manila.sections).toHaveLength(2);
    expect(manila.wheel.houses).toEqual([]);
    expect(manila.wheel.angles).toEqual([]);
  });

  it('gives the same preview from the shared ephemeris cache', () => {
    const cached = cacheSlowPositions();
    expect(buildReadingPreview(ROME, NOW, cached)).toEqual(rome);
    expect(buildReadingPreview(ROME, NOW, cached)).toEqual(rome);
  });
});

describe('openingOf', () => {
  it('keeps up to three sentences of the first paragraph', () => {
    expect(openingOf(['One. Two? Three! Four.', 'Later.'])).toBe('One. Two? Three!');
    expect(openingOf([])).toBe('');
  });

  it('stops before a sentence that would run past about 70 words, but keeps the first', () => {
    const long = `Word ${'word '.repeat(59).trim()}.`;
    expect(openingOf([`${long} ${long}`])).toBe(long);
  });
});

describe('cacheSlowPositions', () => {
  it('after warming, a preview computes no position of its own', async () => {
    let computed = 0;
    const cached = cacheSlowPositions((when) => {
      computed += 1;
      return slowPositionsAt(when);
    });
    await cached.warm(NOW);
    const warmed = computed;
    expect(warmed).toBe(731);
    expect(buildReadingPreview(ROME, NOW, cached)).toEqual(buildReadingPreview(ROME, NOW));
    expect(computed).toBe(warmed);
  });
});
