import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { buildReadingDocument } from '../../src/report/document/build-reading-document';
import { readQuestion } from '../../src/report/question/read-question';
import type { QuestionContext } from '../../src/report/question/read-question';
import { startReadingRenderer } from '../../src/report/pdf/start-reading-renderer';
import { NOW, ROME, SITE, STORED_READING } from '../../src/report/synthesis/test-fixtures';
import type { ModelWriter } from '../../src/report/writer/model-writer';
import { readFramesWithModel } from '../../src/report/writer/read-frames-with-model';
import { faithfulFrames, startFakeChatApi, type FakeChatApi, type FramesRequest } from './fakes/fake-chat-api';

const QUESTIONS = ['Will my sons new wife and I ever get along?', 'Will my boss promote me?', 'Should I buy bitcoin?'];
const INPUT = { ...ROME, subject: 'family' as const, questions: QUESTIONS, additionalInfo: 'My son married in May.' };
const CONTEXT: QuestionContext = { subject: 'family', now: NOW, zone: ROME.timeZone, birthDate: ROME.birthDate };
const ruleReadings = QUESTIONS.map((text) => readQuestion(text, CONTEXT));

/** As a good model frames them: the first question is about the son's wife, whom the rule reader takes for the son. */
function modelFrames(request: FramesRequest) {
  const [first, ...rest] = faithfulFrames(request);
  return [{ ...first!, who: 'child-spouse' as const, house: 11, sure: { who: true, matter: true } }, ...rest];
}

describe('the writer model reading the questions', () => {
  let api: FakeChatApi;
  let writer: ModelWriter;
  beforeAll(async () => {
    api = await startFakeChatApi();
    writer = { baseUrl: api.base, apiKey: api.apiKey, model: 'fake-model-1', timeoutMs: 20_000 };
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.frameCalls.length = 0;
    api.behaveFrames((request) => ({ content: JSON.stringify({ questions: modelFrames(request) }) }));
  });

  it('asks once, in JSON mode, with the questions and the subject alone, and uses a valid frame', async () => {
    const { readings, outcomes } = await readFramesWithModel([...QUESTIONS, '  '], CONTEXT, writer);
    expect(api.frameCalls).toHaveLength(1);
    const [call] = api.frameCalls;
    expect(call!.body).toMatchObject({
      model: 'fake-model-1',
      temperature: 0,
      response_format: { type: 'json_object' },
    });
    expect(call!.request).toEqual({ subject: 'family', questions: QUESTIONS });
    const sent = JSON.stringify(call!.body.messages);
    for (const personal of [ROME.name, ROME.birthDate, INPUT.additionalInfo]) expect(sent).not.toContain(personal);

    expect(outcomes).toEqual([
      // The rule reader is sure of neither the person nor the matter of the first ("get along" names no cue).
      { question: QUESTIONS[0], taken: ['who', 'matter'], reason: null },
      { question: QUESTIONS[1], taken: [], reason: null },
      { question: QUESTIONS[2], taken: [], reason: null },
    ]);
    expect(readings.get(QUESTIONS[0]!)!.frame).toMatchObject({ who: 'child-spouse', house: 11, sure: { who: true } });
    expect(readings.get(QUESTIONS[1]!)).toEqual(ruleReadings[1]);
  });

  it('keeps the rule reader’s person where it is sure and the model disagrees', async () => {
    api.behaveFrames((request) => {
      const frames = modelFrames(request);
      frames[1] = { ...frames[1]!, who: 'colleague', house: 6, sure: { who: true, matter: true } };
      return { content: JSON.stringify({ questions: frames }) };
    });
    const { readings, outcomes } = await readFramesWithModel(QUESTIONS, CONTEXT, writer);
    expect(outcomes[1]).toEqual({ question: QUESTIONS[1], taken: [], reason: null });
    expect(readings.get(QUESTIONS[1]!)!.frame).toMatchObject({ who: 'boss', house: 10 });
  });

  it('reads a JSON reply even inside a code fence', async () => {
    api.behaveFrames((request) => ({
      content: `\`\`\`json\n${JSON.stringify({ questions: modelFrames(request) })}\n\`\`\``,
    }));
    const { outcomes } = await readFramesWithModel(QUESTIONS, CONTEXT, writer);
    expect(outcomes[0]).toEqual({ question: QUESTIONS[0], taken: ['who', 'matter'], reason: null });
  });

  it.each([
    ['prose instead of JSON', () => ({ content: 'The first question is about the son’s wife.' }), 'no JSON'],
    ['JSON of another shape', () => ({ content: JSON.stringify({ frames: [] }) }), 'unexpected shape'],
    [
      'too few frames',
      (request: FramesRequest) => ({ content: JSON.stringify({ questions: modelFrames(request).slice(1) }) }),
      'the model framed 2 questions of 3',
    ],
    ['an error', () => ({ status: 500 }), 'the model API answered 500'],
    ['a body that is no chat completion', () => ({ malformed: true as const }), 'unexpected shape'],
  ])('keeps every rule reading on %s', async (_what, behaviour, reason) => {
    api.behaveFrames(behaviour);
    const { readings, outcomes } = await readFramesWithModel(QUESTIONS, CONTEXT, writer);
    for (const outcome of outcomes)
      expect(outcome).toMatchObject({ taken: [], reason: expect.stringContaining(reason) });
    expect([...readings.values()]).toEqual(ruleReadings);
  });

  it('keeps the rule reading of a question whose frame breaks its schema or contradicts itself, and uses the others', async () => {
    api.behaveFrames((request) => {
      const frames: unknown[] = modelFrames(request);
      frames[1] = { ...faithfulFrames(request)[1]!, who: 'cousin' };
      frames[2] = { ...faithfulFrames(request)[2]!, house: 2 };
      return { content: JSON.stringify({ questions: frames }) };
    });
    const { readings, outcomes } = await readFramesWithModel(QUESTIONS, CONTEXT, writer);
    expect(outcomes.map((o) => o.reason)).toEqual([
      null,
      "the model's frame has an invalid who",
      'house 2 does not stand for self (1)',
    ]);
    expect(readings.get(QUESTIONS[0]!)!.frame.who).toBe('child-spouse');
    expect(readings.get(QUESTIONS[2]!)).toEqual(ruleReadings[2]);
  });

  it('keeps the rule readings when the model does not answer in time or refuses the key', async () => {
    api.behaveFrames(() => 'hang');
    const late = await readFramesWithModel(QUESTIONS, CONTEXT, { ...writer, timeoutMs: 200 });
    expect(late.outcomes.map((o) => o.reason)).toEqual(Array(3).fill('no answer within 0.2 s'));
    const wrongKey = await readFramesWithModel(QUESTIONS, CONTEXT, { ...writer, apiKey: 'wrong' });
    expect(wrongKey.outcomes[0]!.reason).toBe('the model API answered 401');
  });

  it('reads a third party’s question from their derived house when the model framed it', async () => {
    const { readings } = await readFramesWithModel(QUESTIONS, CONTEXT, writer);
    const framed = buildReadingDocument(INPUT, SITE, NOW, readings).questions[0]!.brief;
    const plain = buildReadingDocument(INPUT, SITE, NOW).questions[0]!.brief;
    // The son's wife is the 7th from the 5th: the 11th, read first; the rule reader alone reads the matter generally.
    expect(framed.houses[0]).toBe(11);
    expect(framed.significators.some((s) => /\b11th\b/.test(s.role))).toBe(true);
    expect(plain.houses[0]).not.toBe(11);
    expect(plain.significators.some((s) => /\b11th\b/.test(s.role))).toBe(false);
  });

  it('has the renderer ask for the frames first and report a frame it could not use', async () => {
    const fallbacks: { readingId: number; question: number; reason: string }[] = [];
    const renderer = startReadingRenderer(SITE, { writer, onWriterFallback: (f) => fallbacks.push(f) });
    try {
      api.behaveFrames(() => ({ status: 503 }));
      await renderer.render(STORED_READING);
      expect(api.frameCalls).toHaveLength(1);
      expect(fallbacks).toEqual([
        { readingId: STORED_READING.id, question: 1, reason: 'question frame: the model API answered 503' },
        { readingId: STORED_READING.id, question: 2, reason: 'question frame: the model API answered 503' },
      ]);
    } finally {
      await renderer.close();
    }
  }, 60_000);
});
