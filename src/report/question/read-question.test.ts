import { describe, expect, it } from 'vitest';
import type { Subject } from '../../domain/astrology';
import { SUBJECT_FALLBACK_THEME } from './life-themes';
import type { QuestionForm } from './question-reading';
import { readQuestion } from './read-question';
import { THEME_AREAS } from './theme-ids';
import type { ThemeId } from './theme-ids';

const NOW = new Date('2026-01-10T10:00:00Z');
const read = (text: string, subject: Subject = 'love') =>
  readQuestion(text, { subject, now: NOW, zone: 'Europe/Rome', birthDate: '1992-06-14' });

/** Labelled before tuning: question, chosen subject, primary theme, form, words the topic must keep, people. */
type Case = [string, Subject, ThemeId, QuestionForm, string[], string[]?];

const CASES: Case[] = [
  // love
  ['Will my ex come back to me?', 'love', 'reconciliation', 'yes-no', ['your ex', 'coming back'], ['ex']],
  ['wil he come back', 'love', 'reconciliation', 'yes-no', ['him coming back']],
  ['When will I meet my soulmate', 'love', 'new-love', 'when', ['meeting your soulmate']],
  ['Does he still love me?', 'love', 'feelings-of-another', 'yes-no', ['loving you']],
  ['does my crush like me back', 'love', 'feelings-of-another', 'yes-no', ['your crush', 'liking you']],
  ['Should we move in together?', 'love', 'cohabitation', 'yes-no', ['moving in together']],
  ['Should I stay with him or leave?', 'love', 'breakup', 'yes-no', ['staying with him', 'leaving']],
  ['Is he cheating on me?', 'love', 'betrayal-forgiveness', 'yes-no', ['him cheating on you']],
  [
    'my girlfriend lives in another country, will we ever live together',
    'love',
    'cohabitation',
    'yes-no',
    ['living together', 'another country'],
    ['girlfriend'],
  ],
  ['Will my relationship last?', 'love', 'relationship-future', 'yes-no', ['your relationship']],
  ['Why do I keep attracting the wrong men?', 'love', 'new-love', 'why', ['attracting the wrong men']],
  ['How long until I meet the right person?', 'love', 'new-love', 'when', ['meeting the right person']],
  // marriage
  ['When will I get married?', 'marriage', 'marriage-timing', 'when', ['getting married']],
  ['Will he propose this year?', 'marriage', 'engagement', 'yes-no', ['proposing']],
  ['Can you tell me if my marriage will survive', 'marriage', 'marriage-crisis', 'yes-no', ['your marriage surviving']],
  ['Should I get a divorce?', 'marriage', 'divorce', 'yes-no', ['divorce']],
  ['Will I get pregnant this year?', 'marriage', 'children', 'yes-no', ['getting pregnant']],
  [
    'Is my husband cheating on me',
    'marriage',
    'betrayal-forgiveness',
    'yes-no',
    ['your husband cheating on you'],
    ['husband'],
  ],
  // family
  [
    'How can I get along better with my mother?',
    'family',
    'parents',
    'how',
    ['getting along', 'your mother'],
    ['mother'],
  ],
  [
    'My mother-in-law hates me, what should I do?',
    'family',
    'in-laws',
    'open',
    ['your mother-in-law'],
    ['mother-in-law'],
  ],
  ['Will my sister and I ever reconcile?', 'family', 'reconciliation', 'yes-no', ['your sister'], ['sister']],
  ['How can I help my teenage son?', 'family', 'child-relations', 'how', ['helping your teenage son'], ['son']],
  [
    'Should I put my father in a care home?',
    'family',
    'caring-for-elder',
    'yes-no',
    ['your father', 'care home'],
    ['father'],
  ],
  ['Should we buy a house next year?', 'family', 'property', 'yes-no', ['buying a house']],
  [
    'Should I move back home with my parents?',
    'family',
    'moving-home',
    'yes-no',
    ['moving back home', 'your parents'],
    ['parents'],
  ],
  ["I am worried about my mother's health", 'family', 'caring-for-elder', 'open', ["your mother's health"], ['mother']],
  // career
  ['Should I quit my job to open a bakery?', 'love', 'own-business', 'yes-no', ['quitting your job to open a bakery']],
  ['Will I get a promotion in 2027?', 'career', 'promotion', 'yes-no', ['getting a promotion']],
  [
    'How do I deal with my toxic boss?',
    'career',
    'authority-conflict',
    'how',
    ['dealing with your toxic boss'],
    ['boss'],
  ],
  ['What should I study at university?', 'career', 'study-choice', 'open', ['what you should study at university']],
  ['Which job offer should I accept?', 'career', 'job-change', 'open', ['which job offer you should accept']],
  ['how long will it take to find a job', 'career', 'job-search', 'when', ['finding a job']],
  ['shld i move to canada next year', 'career', 'relocation-abroad', 'yes-no', ['moving to Canada']],
  ['my boss hates me should i quit', 'career', 'authority-conflict', 'yes-no', ['quitting', 'your boss'], ['boss']],
  [
    'I want to know whether my daughter will pass her driving test',
    'family',
    'exams',
    'yes-no',
    ['your daughter passing her driving test'],
    ['daughter'],
  ],
  ['Am I working too much?', 'career', 'work-life-balance', 'yes-no', ['working too much']],
  // money
  ['How can I pay off my debt faster?', 'money', 'debt', 'how', ['paying off your debt faster']],
  ['Should I invest in stocks?', 'money', 'speculation', 'yes-no', ['investing in stocks']],
  ['Will I get a raise this month?', 'money', 'salary', 'yes-no', ['getting a raise']],
  ['How can I save more money?', 'money', 'savings', 'how', ['saving more money']],
  [
    'Will I receive an inheritance from my grandmother?',
    'money',
    'inheritance',
    'yes-no',
    ['inheritance from your grandmother'],
    ['grandmother'],
  ],
  ['Will I win my court case?', 'money', 'legal-matter', 'yes-no', ['winning your court case']],
  ['Should I lend money to my brother?', 'money', 'lending', 'yes-no', ['lending money to your brother'], ['brother']],
  ['When will I be able to retire?', 'money', 'retirement', 'when', ['able to retire']],
  // health
  [
    'Should I have the knee surgery my doctor recommended?',
    'health',
    'surgery',
    'yes-no',
    ['the knee surgery your doctor recommended'],
  ],
  ['Why am I always tired?', 'health', 'fatigue', 'why', ['tired']],
  ["Why can't I sleep?", 'health', 'sleep', 'why', ['not sleeping']],
  ['How can I lose weight before summer?', 'health', 'weight-fitness', 'how', ['losing weight']],
  ['Will I ever quit smoking?', 'health', 'addiction', 'yes-no', ['quitting smoking']],
  ['How can I reduce my stress at work?', 'health', 'stress', 'how', ['reducing your stress at work']],
  [
    'Will my mother recover from her operation?',
    'family',
    'surgery',
    'yes-no',
    ['your mother recovering from her operation'],
    ['mother'],
  ],
  // friends
  [
    'Why are my friends drifting away?',
    'friends',
    'fading-friendships',
    'why',
    ['your friends drifting away'],
    ['friend'],
  ],
  ['Why do I feel so lonely?', 'friends', 'loneliness', 'why', ['feeling so lonely']],
  ['How do I make new friends in a new city?', 'friends', 'new-friends', 'how', ['making new friends in a new city']],
  [
    'Should I apologise to my friend after our fight?',
    'friends',
    'friend-conflict',
    'yes-no',
    ['apologising to your friend'],
    ['friend'],
  ],
  ['Is Maria going to forgive me', 'friends', 'betrayal-forgiveness', 'yes-no', ['Maria forgiving you'], ['Maria']],
  ['Where will I find my tribe?', 'friends', 'community', 'open', ['where you will find your tribe']],
  // life
  ['What is my purpose in life?', 'career', 'purpose', 'open', ['your purpose in life']],
  ['How can I become more confident?', 'love', 'self-confidence', 'how', ['becoming more confident']],
  ['What is my spiritual path?', 'health', 'spiritual-growth', 'open', ['your spiritual path']],
  ['Should I write a book?', 'career', 'creativity', 'yes-no', ['writing a book']],
  ['Will I travel to Japan this year?', 'money', 'travel', 'yes-no', ['travelling to Japan']],
  ['Tell me about my love life in the next six months', 'love', 'new-love', 'open', ['your love life']],
];

describe('readQuestion on labelled questions', () => {
  it.each(CASES)('%s', (text, subject, theme, form, topicWords, people = []) => {
    const reading = read(text, subject);
    expect(reading.themes[0]).toBe(theme);
    expect(reading.form).toBe(form);
    for (const words of topicWords) expect(reading.topic).toContain(words);
    expect(reading.people).toEqual(people);
  });

  it('covers every area and every form', () => {
    expect(new Set(CASES.map(([, , theme]) => THEME_AREAS[theme]))).toEqual(
      new Set(['love', 'marriage', 'family', 'career', 'money', 'health', 'friends', 'life']),
    );
    expect(new Set(CASES.map(([, , , form]) => form))).toEqual(new Set(['yes-no', 'when', 'how', 'why', 'open']));
    expect(CASES.length).toBeGreaterThanOrEqual(45);
  });
});

describe('readQuestion', () => {
  it('answers the question, not the chosen subject: a business question chosen under love', () => {
    const reading = read('Should I quit my job to open a bakery?', 'love');
    expect(reading.themes.slice(0, 2)).toEqual(['own-business', 'job-change']);
    expect(reading.topic).toBe('quitting your job to open a bakery');
    expect(reading.adviser).toBe('financial adviser');
  });

  it('lets the chosen subject break a tie', () => {
    expect(read('Is it time to leave my husband?', 'marriage').themes[0]).toBe('divorce');
    expect(read('Is it time to leave my husband?', 'love').themes[0]).toBe('breakup');
  });

  it("falls back on the subject's broadest theme when nothing is recognised, with its label as the topic", () => {
    for (const subject of ['love', 'marriage', 'family', 'career', 'money', 'health', 'friends'] as const) {
      const reading = read('When will it happen?', subject);
      expect(reading.themes).toEqual([SUBJECT_FALLBACK_THEME[subject]]);
      expect(reading.topic.length).toBeGreaterThan(5);
    }
    expect(read('hello', 'health').topic).toBe('your energy and tiredness');
  });

  it('answers a question in another script from its subject, keeping its text, rather than reading it as English', () => {
    const fallback = read('When will it happen?', 'love');
    for (const question of [
      'मुझे सच्चा प्यार कब मिलेगा?',
      'מתי אמצא אהבה אמיתית?',
      '我什么时候能找到真爱？',
      'متى سأجد الحب؟',
    ]) {
      const reading = read(question, 'love');
      expect(reading.text).toBe(question);
      expect(reading.themes).toEqual(fallback.themes);
      expect(reading.topic).toBe(fallback.topic);
      expect(reading.topic).toMatch(/^[\p{Script=Latin}\s,'-]+$/u);
      expect(reading.people).toEqual([]);
    }
    // Latin script with a few words of another still reads as English.
    expect(read('Should I quit my job to open a bakery with Олег?', 'love').themes[0]).toBe('own-business');
  });

  it("keeps the visitor's own nouns and turns first person to second", () => {
    expect(read('Will my ex come back to me?').topic).toBe('your ex coming back');
    expect(read('Should I have the knee surgery my doctor recommended?', 'health').topic).toBe(
      'the knee surgery your doctor recommended',
    );
    expect(read('How can I pay off my debt faster?', 'money').topic).toBe('paying off your debt faster');
    expect(read('If I move to Spain, will I be happy?', 'career').topic).toBe('moving to Spain');
  });

  it('reads phone spelling, capitals and a missing question mark', () => {
    expect(read('shld i leave him', 'love')).toMatchObject({
      form: 'yes-no',
      themes: ['breakup'],
      topic: 'leaving him',
    });
    expect(read('SHOULD I TAKE THE JOB IN LONDON', 'career')).toMatchObject({
      form: 'yes-no',
      topic: 'the job in London',
      places: ['London'],
    });
    expect(read('wen will i find a job', 'career')).toMatchObject({ form: 'when', themes: ['job-search'] });
  });

  it('finds people, in-laws and exes included, and first names', () => {
    expect(
      read('My daughter-in-law and my son are fighting, will it get better by Christmas', 'family').people,
    ).toEqual(['daughter-in-law', 'son']);
    expect(read('My ex-husband wants joint custody, will I win?', 'marriage').people).toEqual(['ex']);
    expect(read('Can I trust my best friend Anna with money?', 'friends').people).toEqual(['friend', 'Anna']);
  });

  it('finds places from compromise and words like abroad', () => {
    expect(read('shld i move to canada next year', 'career').places).toEqual(['Canada']);
    expect(read('I feel lonely since I moved abroad', 'friends')).toMatchObject({
      places: ['abroad'],
      themes: ['loneliness', 'relocation-abroad'],
    });
  });

  it('names the adviser from the themes and from the words', () => {
    expect(read('Will I get pregnant this year?', 'marriage').adviser).toBe('doctor');
    expect(read('Should I have IVF next spring?', 'marriage').adviser).toBe('doctor');
    expect(read('Will I win my court case?', 'money').adviser).toBe('lawyer');
    expect(read('Can I get a visa for my boyfriend?', 'love').adviser).toBe('lawyer');
    expect(read('Should we take a mortgage on a bigger flat?', 'family').adviser).toBe('financial adviser');
    expect(read('Will my ex come back to me?').adviser).toBeNull();
  });

  it("reads the time frame against now in the visitor's zone", () => {
    expect(read('Will I find a new job this spring?', 'career').timeFrame).toEqual({
      phrase: 'this spring',
      from: '2026-03-01',
      to: '2026-05-31',
    });
    expect(read('Will I have a baby before I turn 40?', 'marriage').timeFrame).toEqual({
      phrase: 'before I turn 40',
      from: '2026-01-10',
      to: '2032-06-13',
    });
    expect(read('Will my ex come back to me?').timeFrame).toBeNull();
  });
});
