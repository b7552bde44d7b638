import { describe, expect, it } from 'vitest';

import { REFUSAL_NOTES } from '../question/find-refusal';
import { THEMES } from '../question/life-themes';
import { readQuestion } from '../question/read-question';
import { crossCheckFrame } from './cross-check-frame';
import type { ModelFrame } from './model-frame-schema';

const read = (text: string) =>
  readQuestion(text, {
    subject: 'family',
    now: new Date('2026-01-10T10:00:00Z'),
    zone: 'UTC',
    birthDate: '1990-06-15',
  });

/** The frame a model would write that agrees with the rule reader in every part. */
function agreeing(text: string): ModelFrame {
  const { frame, themes } = read(text);
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
}

describe('crossCheckFrame', () => {
  it('leaves the rule reader’s reading as it is when the model agrees', () => {
    for (const text of ['Should I buy bitcoin?', 'Medicine or law?', 'Is the lump cancer?', 'Does he love me?']) {
      expect(crossCheckFrame(read(text), agreeing(text))).toEqual({ reading: read(text), taken: [], rejected: null });
    }
  });

  it.each<[string, Partial<ModelFrame>, RegExp]>([
    ['a house that is not the person’s', { who: 'child-spouse', house: 5 }, /house 5 does not stand for child-spouse/],
    ['a refusal on an answerable question', { answerable: true, refusal: 'death' }, /answerable and refusal/],
    ['a choice of one option', { form: 'which', options: ['medicine'] }, /fewer than two options/],
    ['an option the question does not hold', { form: 'which', options: ['medicine', 'lawyer'] }, /option/],
  ])('sets a frame with %s aside whole', (_what, spoil, reason) => {
    const text = 'Should I study medicine or law?';
    const checked = crossCheckFrame(read(text), { ...agreeing(text), ...spoil });
    expect(checked.rejected).toMatch(reason);
    expect(checked.taken).toEqual([]);
    expect(checked.reading).toEqual(read(text));
  });

  it('takes the person and their derived house from the model where the rule reader is not sure of them', () => {
    const text = 'Will my sons new wife and I ever get along?';
    // The rule reader is sure of neither the person nor the matter (no cue names getting along): the model's sure
    // reading of both is taken.
    expect(read(text).frame).toMatchObject({ who: 'child', house: 5, sure: { who: false, matter: false } });
    const checked = crossCheckFrame(read(text), {
      ...agreeing(text),
      who: 'child-spouse',
      house: 11,
      sure: { who: true, matter: true },
    });
    expect(checked.taken).toEqual(['who', 'matter']);
    expect(checked.reading.frame).toMatchObject({ who: 'child-spouse', house: 11, sure: { who: true } });
  });

  it('keeps the rule reader’s person and matter where it is sure of them and the model disagrees', () => {
    const text = 'Will my boss promote me?';
    expect(read(text).frame.sure).toEqual({ who: true, matter: true });
    const checked = crossCheckFrame(read(text), {
      ...agreeing(text),
      who: 'colleague',
      house: 6,
      matter: ['job-change'],
    });
    expect(checked).toEqual({ reading: read(text), taken: [], rejected: null });
  });

  it('accepts the casual lover’s 5th, the table’s one exception', () => {
    const text = 'I hooked up with a guy at a festival, will he call?';
    const checked = crossCheckFrame(read(text), {
      ...agreeing(text),
      who: 'prospective-partner',
      house: 5,
      matter: ['new-love'],
      sure: { who: true, matter: true },
    });
    expect(checked.rejected).toBeNull();
    expect(checked.reading.frame).toMatchObject({ who: 'prospective-partner', house: 5, sure: { who: true } });
    expect(checked.reading.themes).toEqual(['new-love']);
  });

  it('reads a question the rule reader cannot (another script) by the model’s matter, naming it by its label', () => {
    const text = 'האם אתחתן השנה?';
    const rule = read(text);
    expect(rule).toMatchObject({ form: 'open', frame: { who: 'self', sure: { matter: false } } });
    const checked = crossCheckFrame(rule, {
      ...agreeing(text),
      who: 'self',
      house: 1,
      matter: ['marriage-timing'],
      form: 'yes-no',
      sure: { who: true, matter: true },
    });
    expect(checked.taken).toEqual(['matter', 'form']);
    expect(checked.reading).toMatchObject({
      text,
      themes: ['marriage-timing'],
      topic: THEMES['marriage-timing'].label.charAt(0).toLowerCase() + THEMES['marriage-timing'].label.slice(1),
      form: 'yes-no',
      frame: { who: 'self', house: 1, form: 'yes-no', sure: { who: true, matter: true } },
    });
  });

  it('takes a form only where the rule reader found none, and writes a choice as an open question', () => {
    const open = 'Thinking about nursing school versus teaching';
    expect(read(open).frame.form).toBe('open');
    const chosen = crossCheckFrame(read(open), {
      ...agreeing(open),
      form: 'which',
      options: ['Nursing school', 'teaching'],
    });
    expect(chosen.taken).toEqual(['form']);
    expect(chosen.reading.frame).toMatchObject({ form: 'which', options: ['Nursing school', 'teaching'] });
    expect(chosen.reading.form).toBe('open');
    const asked = 'Should I buy bitcoin?';
    expect(crossCheckFrame(read(asked), { ...agreeing(asked), form: 'when' }).reading.frame.form).toBe('yes-no');
  });

  it('adds the model’s stakes to the rule reader’s and never drops one', () => {
    const text = 'Should I put my savings into my friend’s new venture?';
    const rule = read(text);
    const checked = crossCheckFrame(rule, { ...agreeing(text), stakes: ['speculation'] });
    expect(checked.reading.frame.stakes).toEqual([...rule.frame.stakes, 'speculation']);
    expect(checked.taken).toEqual(['stakes']);
    const bet = 'Should I buy bitcoin?';
    expect(crossCheckFrame(read(bet), { ...agreeing(bet), stakes: [] }).reading.frame.stakes).toContain('speculation');
  });

  it('lets the model refuse a question a chart cannot answer, but never lift a refusal nor refuse for a secret mind', () => {
    const dying = 'My mother is very ill. Will she pass soon?';
    expect(read(dying).frame.answerable).toBe(true);
    const refused = crossCheckFrame(read(dying), {
      ...agreeing(dying),
      matter: ['caring-for-elder'],
      answerable: false,
      refusal: 'death',
    });
    expect(refused.reading.frame).toMatchObject({
      answerable: false,
      refusal: { reason: 'death', note: REFUSAL_NOTES.death },
    });
    expect(refused.taken).toContain('refusal');

    const lump = 'Is the lump cancer?';
    const lifted = crossCheckFrame(read(lump), { ...agreeing(lump), answerable: true, refusal: null });
    expect(lifted.reading.frame).toMatchObject({ answerable: false, refusal: { reason: 'diagnosis' } });

    const love = 'Does he love me?';
    const secret = crossCheckFrame(read(love), { ...agreeing(love), answerable: false, refusal: 'secret' });
    expect(secret.reading.frame).toMatchObject({ answerable: true, refusal: null });
  });

  it('brings the adviser of a matter the model read, where the rule reader named none', () => {
    // "Will my operation go well?"
    const text = 'האם הניתוח שלי יצליח?';
    expect(read(text)).toMatchObject({ adviser: null, frame: { sure: { matter: false } } });
    const checked = crossCheckFrame(read(text), { ...agreeing(text), matter: ['surgery'], stakes: ['health'] });
    expect(checked.reading).toMatchObject({ adviser: 'doctor', themes: ['surgery'], frame: { stakes: ['health'] } });
  });
});
