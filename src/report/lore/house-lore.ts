export interface HouseLore {
  /** The life area, as a noun phrase: "your self-image and your body". */
  area: string;
  /** Where the placement is felt, completes "you will feel it most ...". */
  felt: string;
}

/** Index 0 is the 1st house. */
export const HOUSE_LORE: readonly HouseLore[] = [
  {
    area: 'your self-image, your body and the way you meet the world',
    felt: 'in how you introduce yourself and how you carry your body',
  },
  {
    area: 'your money, your possessions and your sense of self-worth',
    felt: 'in what you earn, what you keep and what you believe you deserve',
  },
  {
    area: 'your everyday mind, your siblings, neighbours and short journeys',
    felt: 'in conversations, messages, study and the streets you walk every day',
  },
  {
    area: 'your home, your family and your roots',
    felt: 'at home, with your family, and in the private self that few people see',
  },
  {
    area: 'romance, creativity, play and children',
    felt: 'in what you create, whom you court and what makes you laugh',
  },
  {
    area: 'your work routines, your health and your daily habits',
    felt: 'in your daily rhythm, your job and the way you look after your body',
  },
  {
    area: 'partnership, marriage and close one-to-one bonds',
    felt: 'in your closest relationships and in the people you choose as partners',
  },
  {
    area: 'shared resources, intimacy and deep change',
    felt: 'in shared money, in trust and intimacy, and in the endings that make room for beginnings',
  },
  {
    area: 'travel, higher learning, belief and the wider world',
    felt: 'in journeys, studies, teachers and the philosophy you live by',
  },
  {
    area: 'your career, your reputation and your public calling',
    felt: 'in your career, in how the world sees you and in what you hope to achieve',
  },
  {
    area: 'friends, groups, networks and hopes for the future',
    felt: 'among friends and communities, and in the wishes you hold for the years ahead',
  },
  {
    area: 'solitude, the inner life and what works behind the scenes',
    felt: 'in quiet time, dreams, retreat and the help you give without being asked',
  },
];

/** A short name for each house, for titles: "The 7th house: partnership". Index 0 is the 1st house. */
export const HOUSE_TITLES: readonly string[] = [
  'the self',
  'money and worth',
  'mind and kin',
  'home and roots',
  'joy and creation',
  'work and health',
  'partnership',
  'intimacy and change',
  'horizons',
  'vocation',
  'friends and hopes',
  'the inner life',
];

export function houseLore(house: number): HouseLore {
  const lore = HOUSE_LORE[house - 1];
  if (!lore) throw new Error(`No house ${house}`);
  return lore;
}

export function ordinal(n: number): string {
  const suffix =
    n % 100 >= 11 && n % 100 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}
