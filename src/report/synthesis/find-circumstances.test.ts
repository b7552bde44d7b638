import { describe, expect, it } from 'vitest';

import { findCircumstances } from './find-circumstances';

describe('findCircumstances', () => {
  it('reads the standing facts of a life from the notes, each with the sentence it came from', () => {
    const found = findCircumstances(
      'My father had a stroke in October. I have run a small garage with a partner for ten years.',
    );
    expect(found).toEqual([
      { circumstance: 'business-partner', sentence: 'I have run a small garage with a partner for ten years' },
      { circumstance: 'parent-ill', sentence: 'My father had a stroke in October' },
    ]);
    expect(findCircumstances('I lost my job in June and I have about 20,000 saved.')[0]?.circumstance).toBe(
      'out-of-work',
    );
    expect(findCircumstances('I started a new job in September and sleep badly since then.')[0]?.circumstance).toBe(
      'new-job',
    );
    expect(
      findCircumstances('We have been married 9 years. He moved out for two months in March but came back in May.').map(
        (c) => c.circumstance,
      ),
    ).toEqual(['left-and-returned']);
    expect(
      findCircumstances('I am in my last year of school and my parents want me to be a doctor.').map(
        (c) => c.circumstance,
      ),
    ).toEqual(['at-school', 'parents-expect']);
  });

  it('finds nothing where nothing standing is told', () => {
    expect(findCircumstances(null)).toEqual([]);
    expect(findCircumstances('I love painting and my partner loves hiking. We met at a party.')).toEqual([]);
    // A partner in love is not a business partner.
    expect(findCircumstances('My partner and I want to open a shop one day.')).toEqual([]);
  });
});
