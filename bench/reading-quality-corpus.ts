// The reading-quality benchmark's truth: invented people and questions as a visitor would type them on a phone,
// each labelled with the themes and form a careful reader would give it. Written before any tuning of the
// question reader; the `heldOut` third must never be used to tune it, and is reported on separately.
import type { Gender, Subject } from '../src/domain/astrology';
import type { Price } from '../src/domain/prices';
import type { QuestionForm } from '../src/report/question/question-reading';
import type { ThemeId } from '../src/report/question/theme-ids';
import type { ReadingInput } from '../src/report/synthesis/reading-input';

export interface BenchPerson {
  key: string;
  name: string;
  gender: Gender;
  /** YYYY-MM-DD */
  birthDate: string;
  /** 'H:MM AM/PM' or 'unknown' */
  birthTime: string;
  birthCity: string;
  birthCountry: string;
  lat: number;
  lon: number;
  timeZone: string;
  price: Price;
}

export interface BenchQuestion {
  id: string;
  /** The key of the person asking. */
  asker: string;
  /** The subject the visitor picked in the funnel, which need not be the question's own area. */
  subject: Subject;
  text: string;
  /** The primary theme first, then the themes that would also be an acceptable primary reading. */
  themes: readonly [ThemeId, ...ThemeId[]];
  form: QuestionForm;
  /**
   * Words the answer must contain to show it is about this question. Each entry is one requirement;
   * `|` separates acceptable alternatives ('tired|tiredness'). Matched whole-word, case-insensitive, plurals allowed.
   */
  mustMention: readonly string[];
  /** Kept aside from tuning; reported separately. */
  heldOut: boolean;
  /** What the visitor added in the funnel's free-text field, for the reading this question lands in. */
  additionalInfo?: string;
}

export const PEOPLE: readonly BenchPerson[] = [
  { key: 'amara', name: 'Amara Okafor', gender: 'female', birthDate: '1987-03-22', birthTime: '6:15 AM', birthCity: 'Lagos',
    birthCountry: 'Nigeria', lat: 6.5244, lon: 3.3792, timeZone: 'Africa/Lagos', price: '$49' },
  { key: 'lucas', name: 'Lucas Ferreira', gender: 'male', birthDate: '1979-09-08', birthTime: '11:40 PM', birthCity: 'São Paulo',
    birthCountry: 'Brazil', lat: -23.5505, lon: -46.6333, timeZone: 'America/Sao_Paulo', price: '$29' },
  { key: 'ingrid', name: 'Ingrid Halvorsen', gender: 'female', birthDate: '1965-12-02', birthTime: '3:05 AM', birthCity: 'Tromsø',
    birthCountry: 'Norway', lat: 69.6492, lon: 18.9553, timeZone: 'Europe/Oslo', price: '$19' },
  { key: 'hiroshi', name: 'Hiroshi Tanaka', gender: 'male', birthDate: '1958-04-17', birthTime: 'unknown', birthCity: 'Osaka',
    birthCountry: 'Japan', lat: 34.6937, lon: 135.5023, timeZone: 'Asia/Tokyo', price: '$49' },
  { key: 'priya', name: 'Priya Raman', gender: 'female', birthDate: '1996-07-30', birthTime: '9:20 PM', birthCity: 'Chennai',
    birthCountry: 'India', lat: 13.0827, lon: 80.2707, timeZone: 'Asia/Kolkata', price: 'FREE' },
  { key: 'mateo', name: 'Mateo Gutiérrez', gender: 'male', birthDate: '2003-01-11', birthTime: '2:50 PM', birthCity: 'Buenos Aires',
    birthCountry: 'Argentina', lat: -34.6037, lon: -58.3816, timeZone: 'America/Argentina/Buenos_Aires', price: '$19' },
  { key: 'charlotte', name: 'Charlotte Dubois', gender: 'female', birthDate: '1971-05-05', birthTime: 'unknown', birthCity: 'Lyon',
    birthCountry: 'France', lat: 45.764, lon: 4.8357, timeZone: 'Europe/Paris', price: '$29' },
  { key: 'aroha', name: 'Aroha Ngata', gender: 'female', birthDate: '1990-10-19', birthTime: '4:35 PM', birthCity: 'Auckland',
    birthCountry: 'New Zealand', lat: -36.8485, lon: 174.7633, timeZone: 'Pacific/Auckland', price: '$49' },
  { key: 'daniel', name: 'Daniel Kowalski', gender: 'male', birthDate: '1983-02-27', birthTime: '8:00 AM', birthCity: 'Chicago',
    birthCountry: 'United States', lat: 41.8781, lon: -87.6298, timeZone: 'America/Chicago', price: '$29' },
  { key: 'fatima', name: 'Fatima Zahra Benali', gender: 'female', birthDate: '1999-08-14', birthTime: 'unknown', birthCity: 'Casablanca',
    birthCountry: 'Morocco', lat: 33.5731, lon: -7.5898, timeZone: 'Africa/Casablanca', price: 'FREE' },
  { key: 'sam', name: 'Sam Whitfield', gender: 'non-binary', birthDate: '2001-11-25', birthTime: '1:10 AM', birthCity: 'Vancouver',
    birthCountry: 'Canada', lat: 49.2827, lon: -123.1207, timeZone: 'America/Vancouver', price: '$19' },
  { key: 'maria', name: 'Maria Santos', gender: 'female', birthDate: '1952-06-21', birthTime: '10:30 AM', birthCity: 'Cebu City',
    birthCountry: 'Philippines', lat: 10.3157, lon: 123.8854, timeZone: 'Asia/Manila', price: '₱699' },
  { key: 'thabo', name: 'Thabo Mokoena', gender: 'male', birthDate: '1975-01-03', birthTime: '5:45 AM', birthCity: 'Johannesburg',
    birthCountry: 'South Africa', lat: -26.2041, lon: 28.0473, timeZone: 'Africa/Johannesburg', price: '₱999' },
  { key: 'olivia', name: 'Olivia Bennett', gender: 'female', birthDate: '2005-03-09', birthTime: '7:25 PM', birthCity: 'Perth',
    birthCountry: 'Australia', lat: -31.9505, lon: 115.8605, timeZone: 'Australia/Perth', price: '₱749' },
];

export const QUESTIONS: readonly BenchQuestion[] = [
  // Amara, Lagos
  { id: 'q01', asker: 'amara', subject: 'career', text: 'Should I quit my job to open a bakery?', themes: ['own-business', 'job-change'],
    form: 'yes-no', mustMention: ['bakery'], heldOut: false,
    additionalInfo: 'I have been baking bread and cakes for my church every weekend for six years.' },
  { id: 'q02', asker: 'amara', subject: 'career', text: 'when is the right time to ask my manager for a raise', themes: ['salary', 'promotion'],
    form: 'when', mustMention: ['raise'], heldOut: true },
  { id: 'q03', asker: 'amara', subject: 'career', text: 'how do i deal with a boss who takes credit for my work', themes: ['authority-conflict'],
    form: 'how', mustMention: ['boss'], heldOut: false },
  { id: 'q04', asker: 'amara', subject: 'money', text: 'Will the money I lent my cousin come back to me?', themes: ['lending'],
    form: 'yes-no', mustMention: ['cousin'], heldOut: false },
  { id: 'q05', asker: 'amara', subject: 'money', text: 'how can I pay off my debt faster', themes: ['debt'],
    form: 'how', mustMention: ['debt'], heldOut: false },
  { id: 'q06', asker: 'amara', subject: 'love', text: 'tell me about my love life this year', themes: ['relationship-future', 'new-love'],
    form: 'open', mustMention: ['love'], heldOut: false },
  // Lucas, São Paulo
  { id: 'q07', asker: 'lucas', subject: 'love', text: 'Will my ex come back to me?', themes: ['reconciliation', 'feelings-of-another'],
    form: 'yes-no', mustMention: ['ex'], heldOut: false },
  { id: 'q08', asker: 'lucas', subject: 'love', text: 'why do i keep attracting people who are emotionally unavailable',
    themes: ['new-love', 'relationship-future', 'self-confidence'], form: 'why', mustMention: ['unavailable'], heldOut: false },
  { id: 'q09', asker: 'lucas', subject: 'love', text: 'my girlfriend lives in Lisbon, can this last', themes: ['long-distance', 'relationship-future'],
    form: 'yes-no', mustMention: ['Lisbon'], heldOut: true },
  { id: 'q10', asker: 'lucas', subject: 'career', text: 'what is my real purpose in this life, I feel like im wasting my 40s',
    themes: ['purpose'], form: 'open', mustMention: ['purpose'], heldOut: true },
  { id: 'q11', asker: 'lucas', subject: 'career', text: 'Is it too late to go back to university at 46?', themes: ['study-choice'],
    form: 'yes-no', mustMention: ['university'], heldOut: true },
  { id: 'q12', asker: 'lucas', subject: 'money', text: 'what does 2026 hold for my money', themes: ['salary', 'savings'],
    form: 'open', mustMention: ['money'], heldOut: true },
  // Ingrid, Tromsø (high latitude)
  { id: 'q13', asker: 'ingrid', subject: 'health', text: 'Should I have the knee surgery my doctor recommended?', themes: ['surgery', 'recovery'],
    form: 'yes-no', mustMention: ['knee', 'doctor'], heldOut: false, additionalInfo: 'I tore the meniscus skiing in 2024.' },
  { id: 'q14', asker: 'ingrid', subject: 'health', text: 'why am I so tired all the time since I turned 60', themes: ['fatigue', 'stress'],
    form: 'why', mustMention: ['tired|tiredness|fatigue'], heldOut: true },
  { id: 'q15', asker: 'ingrid', subject: 'family', text: 'When will I be able to sell my mothers house', themes: ['property', 'inheritance'],
    form: 'when', mustMention: ['house'], heldOut: false },
  { id: 'q16', asker: 'ingrid', subject: 'family', text: 'how can i help my daughter-in-law and me get along', themes: ['in-laws', 'family-conflict'],
    form: 'how', mustMention: ['daughter-in-law'], heldOut: true },
  { id: 'q17', asker: 'ingrid', subject: 'friends', text: 'why did my oldest friend stop answering my messages',
    themes: ['fading-friendships', 'friend-conflict'], form: 'why', mustMention: ['friend'], heldOut: false },
  // Hiroshi, Osaka (birth time unknown)
  { id: 'q18', asker: 'hiroshi', subject: 'career', text: 'Should I retire next year or keep working until 70?', themes: ['retirement'],
    form: 'yes-no', mustMention: ['retire|retirement|retiring'], heldOut: false },
  { id: 'q19', asker: 'hiroshi', subject: 'money', text: "is it wise to put my savings into my son's restaurant",
    themes: ['speculation', 'lending', 'savings'], form: 'yes-no', mustMention: ['restaurant'], heldOut: false },
  { id: 'q20', asker: 'hiroshi', subject: 'family', text: 'how do I talk to my brother again after 10 years of silence',
    themes: ['siblings', 'family-conflict'], form: 'how', mustMention: ['brother'], heldOut: false },
  { id: 'q21', asker: 'hiroshi', subject: 'health', text: 'When will my back pain get better', themes: ['recovery', 'fatigue'],
    form: 'when', mustMention: ['back pain'], heldOut: false },
  { id: 'q22', asker: 'hiroshi', subject: 'family', text: 'I want to travel to Peru to see Machu Picchu, is 2026 a good year for it?',
    themes: ['travel'], form: 'yes-no', mustMention: ['Peru'], heldOut: false },
  { id: 'q23', asker: 'hiroshi', subject: 'family', text: 'what can you tell me about my grandchildren', themes: ['child-relations', 'children'],
    form: 'open', mustMention: ['grandchildren|grandchild'], heldOut: false },
  // Priya, Chennai
  { id: 'q24', asker: 'priya', subject: 'marriage', text: 'When will I get married?', themes: ['marriage-timing', 'engagement'],
    form: 'when', mustMention: ['married|marry|marriage'], heldOut: false },
  { id: 'q25', asker: 'priya', subject: 'marriage', text: 'will my parents accept the man I love, he is from a different religion',
    themes: ['parents', 'marriage-timing', 'relationship-future', 'engagement'], form: 'yes-no', mustMention: ['parents'], heldOut: true },
  { id: 'q26', asker: 'priya', subject: 'career', text: 'should I take the job offer in Singapore', themes: ['relocation-abroad', 'job-change'],
    form: 'yes-no', mustMention: ['Singapore'], heldOut: false },
  { id: 'q27', asker: 'priya', subject: 'career', text: 'how can i pass my CA final exams this may', themes: ['exams'],
    form: 'how', mustMention: ['exam'], heldOut: false },
  { id: 'q28', asker: 'priya', subject: 'health', text: 'why cant i sleep before 3am', themes: ['sleep', 'stress'],
    form: 'why', mustMention: ['sleep'], heldOut: true },
  { id: 'q29', asker: 'priya', subject: 'friends', text: 'what role do friends play in my chart', themes: ['community', 'new-friends'],
    form: 'open', mustMention: ['friend|friendship'], heldOut: true },
  // Mateo, Buenos Aires
  { id: 'q30', asker: 'mateo', subject: 'career', text: 'what should i study, engineering or music', themes: ['study-choice', 'creativity'],
    form: 'open', mustMention: ['engineering', 'music'], heldOut: false },
  { id: 'q31', asker: 'mateo', subject: 'love', text: 'does Camila like me or just as a friend', themes: ['feelings-of-another', 'new-love'],
    form: 'yes-no', mustMention: ['Camila'], heldOut: true },
  { id: 'q32', asker: 'mateo', subject: 'friends', text: 'how do I make friends in a new city, I just moved to Córdoba',
    themes: ['new-friends', 'loneliness', 'community'], form: 'how', mustMention: ['Córdoba'], heldOut: false },
  { id: 'q33', asker: 'mateo', subject: 'money', text: 'should I invest my savings in crypto', themes: ['speculation', 'savings'],
    form: 'yes-no', mustMention: ['crypto'], heldOut: false },
  { id: 'q34', asker: 'mateo', subject: 'health', text: 'how can I get back in shape after my injury', themes: ['weight-fitness', 'recovery'],
    form: 'how', mustMention: ['injury'], heldOut: false },
  // Charlotte, Lyon (birth time unknown)
  { id: 'q35', asker: 'charlotte', subject: 'marriage', text: 'Is my marriage over?', themes: ['marriage-crisis', 'divorce', 'breakup'],
    form: 'yes-no', mustMention: ['marriage'], heldOut: false },
  { id: 'q36', asker: 'charlotte', subject: 'marriage', text: 'if we divorce, when will things settle down for me and the kids',
    themes: ['divorce', 'child-relations'], form: 'when', mustMention: ['divorce'], heldOut: true },
  { id: 'q37', asker: 'charlotte', subject: 'family', text: 'why does my teenage son refuse to speak to me', themes: ['child-relations', 'family-conflict'],
    form: 'why', mustMention: ['son'], heldOut: false },
  { id: 'q38', asker: 'charlotte', subject: 'money', text: 'when will my finances finally be stable', themes: ['savings', 'salary', 'debt'],
    form: 'when', mustMention: ['finances|financial'], heldOut: false },
  { id: 'q39', asker: 'charlotte', subject: 'friends', text: 'i feel lonely since my divorce, will I find my people again',
    themes: ['loneliness', 'community', 'new-friends'], form: 'yes-no', mustMention: ['lonely|loneliness'], heldOut: true },
  // Aroha, Auckland
  { id: 'q40', asker: 'aroha', subject: 'family', text: 'should we buy a house this year or keep renting', themes: ['property', 'moving-home'],
    form: 'yes-no', mustMention: ['house'], heldOut: false },
  { id: 'q41', asker: 'aroha', subject: 'marriage', text: 'When will we have a baby?', themes: ['children'],
    form: 'when', mustMention: ['baby'], heldOut: false, additionalInfo: 'We have been trying for two years.' },
  { id: 'q42', asker: 'aroha', subject: 'career', text: 'How do I balance my nursing shifts with my family', themes: ['work-life-balance', 'stress'],
    form: 'how', mustMention: ['shifts|nursing'], heldOut: true },
  { id: 'q43', asker: 'aroha', subject: 'love', text: 'what do the stars say about my creative side, I paint in my spare time',
    themes: ['creativity'], form: 'open', mustMention: ['paint|painting'], heldOut: false },
  { id: 'q44', asker: 'aroha', subject: 'friends', text: 'my best friend borrowed 2000 dollars and wont pay me back, what do I do',
    themes: ['lending', 'friend-conflict'], form: 'how', mustMention: ['friend'], heldOut: true },
  // Daniel, Chicago
  { id: 'q45', asker: 'daniel', subject: 'career', text: 'Will I get the promotion I applied for?', themes: ['promotion'],
    form: 'yes-no', mustMention: ['promotion'], heldOut: false },
  { id: 'q46', asker: 'daniel', subject: 'career', text: 'why do i always clash with people in authority', themes: ['authority-conflict'],
    form: 'why', mustMention: ['authority'], heldOut: true },
  { id: 'q47', asker: 'daniel', subject: 'money', text: "When can I expect to recieve the inheritance from my grandfather's estate",
    themes: ['inheritance', 'legal-matter'], form: 'when', mustMention: ['inheritance'], heldOut: false },
  { id: 'q48', asker: 'daniel', subject: 'health', text: 'how can i finally quit smoking', themes: ['addiction'],
    form: 'how', mustMention: ['smoking'], heldOut: false },
  { id: 'q49', asker: 'daniel', subject: 'love', text: 'should I move in with my girlfriend', themes: ['cohabitation'],
    form: 'yes-no', mustMention: ['girlfriend'], heldOut: false },
  { id: 'q50', asker: 'daniel', subject: 'marriage', text: 'what kind of woman should I marry', themes: ['marriage-timing', 'engagement', 'new-love'],
    form: 'open', mustMention: ['marry|marriage|wife'], heldOut: false },
  // Fatima, Casablanca (birth time unknown)
  { id: 'q51', asker: 'fatima', subject: 'career', text: 'Should I move to Canada for my masters?', themes: ['relocation-abroad', 'study-choice'],
    form: 'yes-no', mustMention: ['Canada'], heldOut: false, additionalInfo: 'I was accepted at a university in Toronto for September.' },
  { id: 'q52', asker: 'fatima', subject: 'love', text: 'is he cheating on me', themes: ['betrayal-forgiveness', 'relationship-future'],
    form: 'yes-no', mustMention: ['cheating|unfaithful|trust'], heldOut: false },
  { id: 'q53', asker: 'fatima', subject: 'love', text: 'can i forgive him after what he did', themes: ['betrayal-forgiveness'],
    form: 'yes-no', mustMention: ['forgive|forgiveness|forgiving'], heldOut: false },
  { id: 'q54', asker: 'fatima', subject: 'family', text: 'when will i get my own apartment and move out of my parents place',
    themes: ['moving-home', 'parents'], form: 'when', mustMention: ['apartment'], heldOut: false },
  { id: 'q55', asker: 'fatima', subject: 'career', text: 'why do I doubt myself so much', themes: ['self-confidence'],
    form: 'why', mustMention: ['doubt|confidence'], heldOut: true },
  // Sam, Vancouver
  { id: 'q56', asker: 'sam', subject: 'friends', text: 'why are my friendships fading since I moved for uni', themes: ['fading-friendships', 'loneliness'],
    form: 'why', mustMention: ['friendship'], heldOut: false },
  { id: 'q57', asker: 'sam', subject: 'friends', text: 'Will I ever find a community where I fit in', themes: ['community', 'loneliness', 'new-friends'],
    form: 'yes-no', mustMention: ['community'], heldOut: true },
  { id: 'q58', asker: 'sam', subject: 'health', text: 'how can I manage my anxiety before exams', themes: ['stress', 'exams'],
    form: 'how', mustMention: ['anxiety'], heldOut: true },
  { id: 'q59', asker: 'sam', subject: 'career', text: 'what kind of job suits me', themes: ['job-search', 'purpose', 'study-choice'],
    form: 'open', mustMention: ['job|work'], heldOut: false },
  { id: 'q60', asker: 'sam', subject: 'love', text: 'when will i meet someone who actually gets me', themes: ['new-love'],
    form: 'when', mustMention: ['meet|meeting'], heldOut: true },
  // Maria, Cebu City
  { id: 'q61', asker: 'maria', subject: 'family', text: 'How can I help my son and his wife stop fighting',
    themes: ['family-conflict', 'child-relations', 'in-laws', 'marriage-crisis'], form: 'how', mustMention: ['son'], heldOut: false },
  { id: 'q62', asker: 'maria', subject: 'health', text: 'Will my hip operation in march go well', themes: ['surgery', 'recovery'],
    form: 'yes-no', mustMention: ['hip', 'doctor'], heldOut: true },
  { id: 'q63', asker: 'maria', subject: 'family', text: 'should I move in with my daughter in Manila or stay in my house',
    themes: ['moving-home', 'caring-for-elder'], form: 'yes-no', mustMention: ['daughter'], heldOut: false },
  { id: 'q64', asker: 'maria', subject: 'health', text: 'what does my chart say about my spiritual path in these later years',
    themes: ['spiritual-growth'], form: 'open', mustMention: ['spiritual'], heldOut: true },
  { id: 'q65', asker: 'maria', subject: 'money', text: 'is my pension going to be enough', themes: ['retirement', 'savings'],
    form: 'yes-no', mustMention: ['pension'], heldOut: false },
  // Thabo, Johannesburg
  { id: 'q66', asker: 'thabo', subject: 'career', text: 'Should I start my own construction company', themes: ['own-business'],
    form: 'yes-no', mustMention: ['construction'], heldOut: false },
  { id: 'q67', asker: 'thabo', subject: 'money', text: 'when will my debts be cleared', themes: ['debt'],
    form: 'when', mustMention: ['debt'], heldOut: true },
  { id: 'q68', asker: 'thabo', subject: 'money', text: 'will I win the court case against my former employer', themes: ['legal-matter', 'authority-conflict'],
    form: 'yes-no', mustMention: ['court|case', 'lawyer'], heldOut: false,
    additionalInfo: 'I was dismissed in 2024 after I reported a safety problem on site.' },
  { id: 'q69', asker: 'thabo', subject: 'marriage', text: 'How do we save our marriage after 20 years', themes: ['marriage-crisis'],
    form: 'how', mustMention: ['marriage'], heldOut: true },
  { id: 'q70', asker: 'thabo', subject: 'family', text: 'why is there always tension between me and my father', themes: ['parents', 'family-conflict'],
    form: 'why', mustMention: ['father'], heldOut: false },
  // Olivia, Perth
  { id: 'q71', asker: 'olivia', subject: 'career', text: 'What should I expect from my first year at uni', themes: ['study-choice', 'exams'],
    form: 'open', mustMention: ['uni|university'], heldOut: false },
  { id: 'q72', asker: 'olivia', subject: 'love', text: 'should i break up with my boyfriend before i leave for uni', themes: ['breakup', 'long-distance'],
    form: 'yes-no', mustMention: ['boyfriend'], heldOut: true },
  { id: 'q73', asker: 'olivia', subject: 'friends', text: 'how do i fix things with my friend after our fight at the party', themes: ['friend-conflict'],
    form: 'how', mustMention: ['friend'], heldOut: false },
  { id: 'q74', asker: 'olivia', subject: 'health', text: 'why do I get sick every time exams come around',
    themes: ['stress', 'fatigue', 'recovery', 'exams'], form: 'why', mustMention: ['exam'], heldOut: false },
  { id: 'q75', asker: 'olivia', subject: 'money', text: 'when will I be able to afford my own car', themes: ['savings', 'salary'],
    form: 'when', mustMention: ['car'], heldOut: false },
];

/** One reading as the funnel would store it: a person, the subject they chose, up to three of their questions. */
export function readingInput(person: BenchPerson, subject: Subject, questions: readonly BenchQuestion[]): ReadingInput {
  const info = [...new Set(questions.flatMap((q) => (q.additionalInfo ? [q.additionalInfo] : [])))].join(' ');
  return {
    name: person.name, gender: person.gender, birthDate: person.birthDate, birthTime: person.birthTime,
    birthCity: person.birthCity, birthCountry: person.birthCountry, lat: person.lat, lon: person.lon, timeZone: person.timeZone,
    subject, questions: questions.map((q) => q.text), additionalInfo: info || null, price: person.price,
  };
}
