import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Subject } from '../../../src/domain/astrology';
import type { AnswerBrief } from '../../../src/report/document/reading-document';
import { ordinal } from '../../../src/report/lore/house-lore';
import { readQuestion } from '../../../src/report/question/read-question';
import type { ModelFrame } from '../../../src/report/writer/model-frame-schema';

type ChatBody = {
  model: string;
  messages: { role: string; content: string }[];
  temperature?: number;
  response_format?: { type: string };
};

export type ChatCall = { authorization: string | null; body: ChatBody; brief: AnswerBrief };

/** What a request for the questions' frames (JSON mode) sends: the subject and the questions (decision 0037). */
export type FramesRequest = { subject: Subject; questions: string[] };
export type FramesCall = { authorization: string | null; body: ChatBody; request: FramesRequest };

/** What the fake does with one request: answer with this text, fail with a status, or never answer. */
export type ChatBehaviour = { content: string } | { status: number } | { malformed: true } | 'hang';

export type FakeChatApi = {
  /** As LLM_BASE_URL takes it: up to /v1. */
  base: string;
  apiKey: string;
  calls: ChatCall[];
  /** The requests for questions' frames, apart from the answers' `calls`. */
  frameCalls: FramesCall[];
  /** How the next requests are answered; by default, faithfully from the testimony (`faithfulAnswer`). */
  behave: (choose: (brief: AnswerBrief) => ChatBehaviour) => void;
  /** How the next requests for frames are answered; by default, as the rule reader frames them (`faithfulFrames`). */
  behaveFrames: (choose: (request: FramesRequest) => ChatBehaviour) => void;
  close: () => Promise<void>;
};

/** The sentence every faithful answer carries, so a test can find the model's words in a PDF. */
export const MODEL_MARK = 'These words come from the writer model.';

const FILLER = [
  'Take one clear step each week rather than trying to settle everything at once.',
  'Write down what you hope for and what you fear, and read both again in a month.',
  'Talk it through with someone who knows you well and will tell you the truth.',
  'Keep your promises to yourself small enough to keep, and keep them.',
  'Rest when you are tired: decisions made in exhaustion rarely hold.',
  'Notice which days you feel most like yourself, and plan the important conversations for those.',
  'Let the practical details carry you when your feelings are unsure.',
  'Be patient with the pace of things; what is meant to grow needs its season.',
];

/** An answer a careful model would write: only the testimony's facts, what was asked named, the adviser named. */
export function faithfulAnswer(brief: AnswerBrief): string {
  const main = brief.significators[0];
  const window = brief.windows[0] ?? brief.betterWindow;
  const stance =
    brief.stance === 'yes'
      ? 'The chart leans towards yes.'
      : brief.stance === 'not-yet'
        ? 'The chart says not yet.'
        : brief.stance === 'caution'
          ? 'The chart asks for caution.'
          : '';
  const first = [
    `${brief.name}, you asked about ${brief.topic}.`,
    stance,
    main
      ? `${main.planet} speaks for this in your chart, placed in ${main.sign}${main.house ? ` in your ${ordinal(main.house)} house` : ''}.`
      : '',
    MODEL_MARK,
  ]
    .filter(Boolean)
    .join(' ');
  const second = window
    ? `The clearest stretch runs from ${window.from} to ${window.to}, strongest around ${window.peak}, when ${window.planet} makes a ${window.aspect} to your ${window.natal}.`
    : 'No slow planet presses hard on this matter in the months ahead, which leaves the pace to you.';
  const adviser = brief.adviser
    ? `Your ${brief.adviser} decides this with you; let the stars speak to timing and support, and their advice to the rest.`
    : '';
  const third = [adviser, ...FILLER].filter(Boolean);
  let text = '';
  for (let n = 1; n <= third.length; n++) {
    text = [first, second, third.slice(0, n).join(' ')].join('\n\n');
    if (text.split(/\s+/).length >= 150) break;
  }
  return text;
}

/** The frames the rule reader gives, as the model writes them: a model that agrees with the reading's own reader. */
export function faithfulFrames({ subject, questions }: FramesRequest): ModelFrame[] {
  return questions.map((text) => {
    const { frame, themes } = readQuestion(text, { subject, now: new Date(), zone: 'UTC', birthDate: '1990-01-01' });
    return {
      who: frame.who,
      house: frame.house,
      matter: themes,
      form: frame.form,
      options: frame.options,
      stakes: frame.stakes,
      answerable: frame.answerable,
      refusal: frame.refusal?.reason ?? null,
      sure: frame.sure,
    };
  });
}

function briefOf(body: ChatBody): AnswerBrief {
  const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
  const json = /```json\n([\s\S]*?)\n```/.exec(user)?.[1];
  if (!json) throw new Error('the user message holds no testimony');
  return JSON.parse(json) as AnswerBrief;
}

/** An OpenAI-compatible chat completions endpoint on 127.0.0.1, answering as the test tells it. */
export async function startFakeChatApi(): Promise<FakeChatApi> {
  const apiKey = 'sk-fake-test-key';
  const calls: ChatCall[] = [];
  const frameCalls: FramesCall[] = [];
  let choose: (brief: AnswerBrief) => ChatBehaviour = (brief) => ({ content: faithfulAnswer(brief) });
  let chooseFrames: (request: FramesRequest) => ChatBehaviour = (request) => ({
    content: JSON.stringify({ questions: faithfulFrames(request) }),
  });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const reply = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions')
        return reply(404, { error: { message: 'not found' } });
      const authorization = request.headers.authorization ?? null;
      if (authorization !== `Bearer ${apiKey}`)
        return reply(401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatBody;
      let behaviour: ChatBehaviour;
      if (body.response_format?.type === 'json_object') {
        // As OpenAI's API does: JSON mode needs the word in the messages.
        if (!body.messages.some((m) => /json/i.test(m.content)))
          return reply(400, {
            error: { message: "'messages' must contain the word 'json'", type: 'invalid_request_error' },
          });
        const request = JSON.parse(body.messages.find((m) => m.role === 'user')?.content ?? '{}') as FramesRequest;
        frameCalls.push({ authorization, body, request });
        behaviour = chooseFrames(request);
      } else {
        const brief = briefOf(body);
        calls.push({ authorization, body, brief });
        behaviour = choose(brief);
      }
      if (behaviour === 'hang') return;
      if ('status' in behaviour)
        return reply(behaviour.status, { error: { message: 'fake failure', type: 'server_error' } });
      if ('malformed' in behaviour) return reply(200, { result: 'not a chat completion' });
      reply(200, {
        id: `chatcmpl-fake-${calls.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: behaviour.content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 900, completion_tokens: 250, total_tokens: 1150 },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    apiKey,
    calls,
    frameCalls,
    behave: (next) => {
      choose = next;
    },
    behaveFrames: (next) => {
      chooseFrames = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
