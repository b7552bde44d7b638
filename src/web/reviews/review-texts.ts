import type { Subject } from '../../domain/astrology';

/** US first names by gender for the example authors (spec section 9). */
export const FIRST_NAMES = {
  female: [
    'Emily',
    'Sarah',
    'Jessica',
    'Ashley',
    'Amanda',
    'Jennifer',
    'Megan',
    'Lauren',
    'Rachel',
    'Nicole',
    'Olivia',
    'Hannah',
    'Grace',
    'Madison',
    'Brittany',
    'Kayla',
    'Danielle',
    'Stephanie',
    'Michelle',
    'Rebecca',
  ],
  male: [
    'Michael',
    'Christopher',
    'Matthew',
    'Joshua',
    'David',
    'James',
    'Daniel',
    'Robert',
    'John',
    'Joseph',
    'Andrew',
    'Ryan',
    'Brandon',
    'Jason',
    'Justin',
    'William',
    'Tyler',
    'Kevin',
    'Eric',
    'Steven',
  ],
} as const;

const OPENINGS: Record<Subject, readonly string[]> = {
  love: [
    'I asked about my love life after a rough breakup.',
    'I wanted to understand why my relationships kept ending the same way.',
    'My partner and I had been drifting apart and I needed perspective.',
    'I was curious whether someone new in my life was worth the risk.',
  ],
  money: [
    'Money has been a constant worry for me this year.',
    'I asked about my finances before making a big purchase.',
    'I was torn about starting a side business.',
    'I wanted to know if my spending habits had a deeper pattern.',
  ],
  health: [
    'I asked about my energy and wellbeing after a stressful winter.',
    'I had been feeling out of balance for months.',
    'I wanted a different angle on looking after myself.',
    'Sleep and stress were my big questions.',
  ],
  family: [
    'Things with my sister had been tense for a long time.',
    'I asked about harmony at home after a difficult year.',
    'I wanted to understand my relationship with my parents better.',
    'Our family had been through a lot of changes recently.',
  ],
  career: [
    'I was stuck in a job that no longer felt right.',
    'I asked whether it was the right time to change careers.',
    'A promotion was on the table and I was unsure.',
    'I wanted to know what kind of work would fulfil me.',
  ],
  marriage: [
    'We are planning our wedding and I had a lot of doubts.',
    'I asked whether marriage was in my near future.',
    'My boyfriend and I have been talking about getting married.',
    'I wanted to understand what a long commitment would ask of me.',
  ],
  friends: [
    'I had just moved to a new city and felt lonely.',
    'A close friendship had become complicated.',
    'I asked why I find it hard to open up to friends.',
    'My friend group was changing and I felt left behind.',
  ],
};

const MIDDLES = [
  'The reading described my ascendant in a way that felt uncannily accurate, and it gave me a calmer way to think about what was happening.',
  'It was detailed and personal, not the generic horoscope I expected, and it pointed to timing I had not considered.',
  'What struck me was how it connected my sun sign and my rising sign to the exact question I had asked.',
  'The part about the coming months gave me something concrete to reflect on instead of going in circles.',
  'It was gentle but honest, and it encouraged me to trust my own judgement more.',
  'I read it twice, and the second time I noticed even more that matched my situation.',
];

const CLOSINGS = [
  'I know it is for entertainment, but it genuinely helped me see things differently.',
  'Delivery was quick and the PDF was beautiful.',
  'I have already recommended it to two friends.',
  'I will definitely order another reading next year.',
  'Worth it just for the peace of mind it gave me.',
  'It felt like talking to someone who really listened.',
];

export function openingsFor(subject: Subject): readonly string[] {
  return OPENINGS[subject];
}

export { CLOSINGS, MIDDLES };
