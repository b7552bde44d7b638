import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { buildReadingDocument } from '../../src/report/document/build-reading-document';
import type { AnswerBrief } from '../../src/report/document/reading-document';
import { readPdfText, squash } from '../../src/report/pdf/read-pdf-text';
import { startReadingRenderer } from '../../src/report/pdf/start-reading-renderer';
import { NOW, ROME, SITE, STORED_READING } from '../../src/report/synthesis/test-fixtures';
import type { ModelWriter } from '../../src/report/writer/model-writer';
import { writeAnswersWithModel } from '../../src/report/writer/write-answers-with-model';
import { faithfulAnswer, MODEL_MARK, startFakeChatApi, type FakeChatApi } from './fakes/fake-chat-api';

const QUESTIONS = [
  'Should I quit my job to open a bakery?',
  'Will my ex come back to me?',
  'Should I have the knee surgery my doctor recommended?',
];
const doc = buildReadingDocument(
  {
    ...ROME,
    subject: 'career',
    questions: QUESTIONS,
    additionalInfo: 'I have baked bread every weekend for ten years.',
  },
  SITE,
  NOW,
);

/** A house the brief neither reads nor places a significator in. */
function unreadHouse(brief: AnswerBrief): number {
  const read = new Set([...brief.houses, ...brief.significators.map((s) => s.house)]);
  return [4, 5, 6, 7, 8, 9, 10, 11].find((h) => !read.has(h))!;
}

describe('the writer model', () => {
  let api: FakeChatApi;
  let writer: ModelWriter;
  beforeAll(async () => {
    api = await startFakeChatApi();
    writer = { baseUrl: api.base, apiKey: api.apiKey, model: 'fake-model-1', timeoutMs: 20_000 };
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.calls.length = 0;
    api.behave((brief) => ({ content: faithfulAnswer(brief) }));
  });

  it('writes each answer from its question and testimony alone, when the answer passes the checks', async () => {
    const { doc: written, outcomes } = await writeAnswersWithModel(doc, writer);
    expect(outcomes).toEqual(QUESTIONS.map((question) => ({ question, written: true })));
    for (const answer of written.questions) expect(answer.paragraphs.join(' ')).toContain(MODEL_MARK);
    expect(api.calls).toHaveLength(3);
    for (const call of api.calls) {
      expect(call.authorization).toBe(`Bearer ${api.apiKey}`);
      expect(call.body.model).toBe('fake-model-1');
      expect(call.body.messages.map((m) => m.role)).toEqual(['system', 'user']);
      // Only the question and its testimony: no birth date, e-mail or other question.
      expect(call.body.messages[1]!.content).not.toContain(ROME.birthDate);
      expect(QUESTIONS.filter((q) => call.body.messages[1]!.content.includes(q))).toEqual([call.brief.question]);
    }
    const surgery = api.calls.find((c) => c.brief.question === QUESTIONS[2])!;
    expect(surgery.brief.adviser).toBe('doctor');
    expect(surgery.body.messages[0]!.content).toMatch(/never advise against a treatment/i);
    // The rest of the reading is untouched.
    expect(written.bigThree).toEqual(doc.bigThree);
  });

  it.each([
    [
      'a planet the testimony does not hold',
      (text: string) => `${text} Pluto blesses this, and Neptune too.`,
      /names (Pluto|Neptune)/,
    ],
    ['a date the testimony does not hold', (text: string) => `${text} Everything turns on 29 February 2028.`, /names/],
    [
      'a house the testimony does not hold',
      (text: string, brief: AnswerBrief) => `${text} Your ${unreadHouse(brief)}th house agrees.`,
      /house/,
    ],
    ['markdown', (text: string) => `## Your answer\n\n${text}`, /markdown/],
    ['too few words', () => `You asked about opening a bakery. ${MODEL_MARK}`, /words/],
  ])(
    'keeps the deterministic answer when the model names %s',
    async (_what, spoil: (text: string, brief: AnswerBrief) => string, reason) => {
      // Only the bakery answer is spoilt; the other two go in.
      api.behave((brief) => ({
        content: brief.question === QUESTIONS[0] ? spoil(faithfulAnswer(brief), brief) : faithfulAnswer(brief),
      }));
      const { doc: written, outcomes } = await writeAnswersWithModel(doc, writer);
      expect(outcomes[0]).toMatchObject({ written: false, reason: expect.stringMatching(reason) as unknown });
      expect(written.questions[0]!.paragraphs).toEqual(doc.questions[0]!.paragraphs);
      expect(outcomes.slice(1).every((o) => o.written)).toBe(true);
    },
  );

  it('never lets the model advise against a treatment, nor leave out the doctor', async () => {
    api.behave((brief) => ({
      content:
        brief.adviser === 'doctor'
          ? faithfulAnswer(brief).replace(
              /Your doctor decides[^.]*\./,
              'I would postpone the surgery until Jupiter arrives.',
            )
          : faithfulAnswer(brief),
    }));
    const { outcomes } = await writeAnswersWithModel(doc, writer);
    expect(outcomes[2]).toMatchObject({ written: false });
    api.behave((brief) => ({
      content: faithfulAnswer(brief).replace(/Your doctor decides[^.]*\./, 'Trust the timing.'),
    }));
    const again = await writeAnswersWithModel(doc, writer);
    expect(again.outcomes[2]).toEqual({
      question: QUESTIONS[2],
      written: false,
      reason: 'does not say the doctor decides',
    });
  });

  it('keeps the deterministic answers on an error, a malformed reply or a model that does not answer in time', async () => {
    api.behave(() => ({ status: 500 }));
    expect((await writeAnswersWithModel(doc, writer)).outcomes[0]).toMatchObject({
      written: false,
      reason: 'the model API answered 500',
    });
    api.behave(() => ({ malformed: true }));
    expect((await writeAnswersWithModel(doc, writer)).outcomes[0]).toMatchObject({
      written: false,
      reason: 'the model API answered in an unexpected shape',
    });
    expect((await writeAnswersWithModel(doc, { ...writer, apiKey: 'wrong' })).outcomes[0]).toMatchObject({
      reason: 'the model API answered 401',
    });
    api.behave(() => 'hang');
    const late = await writeAnswersWithModel(doc, { ...writer, timeoutMs: 200 });
    expect(late.outcomes.map((o) => (o.written ? '' : o.reason))).toEqual([
      'no answer within 0.2 s',
      'no answer within 0.2 s',
      'no answer within 0.2 s',
    ]);
    expect(late.doc.questions).toEqual(doc.questions);
  });

  it('puts the model’s answers into the delivered PDF, and says which answers it did not use', async () => {
    const fallbacks: { readingId: number; question: number; reason: string }[] = [];
    const renderer = startReadingRenderer(SITE, { writer, onWriterFallback: (f) => fallbacks.push(f) });
    try {
      const rendered = await renderer.render(STORED_READING);
      const { text } = await readPdfText(rendered.pdf);
      // The e-mail's preview of the first answer is the model's too.
      expect(rendered.summary.firstAnswerPreview).toContain('you asked about');
      expect(text).toContain(squash('Should I change jobs?'));
      expect(text).toContain(squash(MODEL_MARK));
      expect(fallbacks).toEqual([]);
      api.behave(() => ({ status: 503 }));
      const plain = await readPdfText((await renderer.render(STORED_READING)).pdf);
      expect(plain.text).not.toContain(squash(MODEL_MARK));
      expect(fallbacks).toEqual([
        { readingId: STORED_READING.id, question: 1, reason: 'the model API answered 503' },
        { readingId: STORED_READING.id, question: 2, reason: 'the model API answered 503' },
      ]);
    } finally {
      await renderer.close();
    }
  }, 60_000);
});
