import type { Adviser } from './life-themes';
import type { ThemeId } from './theme-ids';

/**
 * The words and phrases that signal each theme, with weights: 5-7 a word that names the theme by itself ("divorce",
 * "bakery"), 3-4 a strong hint, 1-2 a word that only leans ("job", "friend", "husband"). Phrases are written as lemmas
 * (verbs in the infinitive, nouns singular, hyphens as spaces); each word matches a token's lemma or its lower-cased
 * form, and a phrase may skip up to two adjectives, nouns or determiners ("quit job" matches "quit my current job").
 * At each word only the longest phrase counts, so "move in" (cohabitation) keeps "move" (moving home) from also scoring.
 */
export const THEME_CUES: Record<ThemeId, Record<string, number>> = {
  reconciliation: {
    ex: 3, 'ex boyfriend': 4, 'ex girlfriend': 4, 'ex husband': 4, 'ex wife': 4, 'ex partner': 4, 'come back': 3, 'come back to me': 4,
    'get back together': 5, 'back together': 4, 'get back with': 4, reconcile: 5, reconciliation: 5, 'win back': 5, 'take back': 3,
    'second chance': 3, 'miss me': 2, 'hear from': 2, 'no contact': 3, 'past relationship': 3, 'old flame': 4, 'first love': 2,
    'return to me': 4, 'make up with': 2, 'see again': 2, 'break up': 1,
  },
  'new-love': {
    'find love': 5, 'meet someone': 5, 'meet somebody': 5, 'meet the one': 5, 'meet the right person': 5, 'right person': 4,
    soulmate: 4, 'soul mate': 4, 'twin flame': 4, 'true love': 4, love: 1.5, 'love life': 2, single: 3, date: 2, dating: 3,
    'dating app': 4, 'new relationship': 4, 'new partner': 4, 'someone new': 4, 'future partner': 4, 'future husband': 2,
    'future wife': 2, romance: 3, 'fall in love': 4, 'find partner': 5, 'find boyfriend': 5, 'find girlfriend': 5,
    'find husband': 3, 'find wife': 3, 'find someone': 5, 'ask out': 3, 'wrong man': 3, 'wrong guy': 3, 'wrong people': 2,
    'wrong woman': 3, attract: 1.5, 'the one': 2, relationship: 1,
    'emotionally unavailable': 6, unavailable: 3, 'keep attract': 4,
  },
  'feelings-of-another': {
    'love me': 4, 'like me': 4, 'feel about me': 5, 'feeling for me': 5, 'feel for me': 5, feeling: 2, 'interested in me': 5,
    'think of me': 3, 'think about me': 3, 'care about me': 4, 'care for me': 3, 'into me': 4, 'attract to me': 4, crush: 3,
    'mixed signal': 4, 'same way': 3, 'serious about me': 4, 'real feeling': 4, 'true feeling': 4, intention: 3, 'want me': 3,
  },
  'relationship-future': {
    relationship: 2, 'our relationship': 3, 'future together': 5, 'our future': 4, future: 0.5, last: 2, 'work out': 2,
    compatible: 4, compatibility: 4, 'right for me': 3, commitment: 3, commit: 2, serious: 1.5, 'next step': 3, boyfriend: 1.5,
    girlfriend: 1.5, partner: 1.5, 'long term': 3, 'stay together': 4, together: 1, situationship: 4, 'where be go': 2,
    'the one': 2,
  },
  cohabitation: {
    'move in': 5, 'move in together': 6, 'move in with': 6, 'live together': 6, 'live with': 2, cohabit: 6, cohabitation: 6,
    'share flat': 4, 'share apartment': 4, 'share house': 4, 'share home': 4, 'place together': 4,
  },
  breakup: {
    'break up': 5, breakup: 5, 'leave him': 4, 'leave her': 4, 'leave me': 4, 'leave boyfriend': 5, 'leave girlfriend': 5, 'leave partner': 5,
    'leave husband': 3, 'leave wife': 3, 'leave relationship': 5, 'end relationship': 5, 'end thing': 4, 'stay or leave': 3,
    'stay with': 2, split: 3, dump: 4, 'move on': 4, 'let go': 3, 'get over': 4, heartbreak: 3, toxic: 2, 'walk away': 3,
  },
  'betrayal-forgiveness': {
    cheat: 5, 'cheat on': 6, affair: 5, betray: 5, betrayal: 5, unfaithful: 5, infidelity: 5, forgive: 5, forgiveness: 5,
    trust: 3, lie: 2, 'lie to me': 4, 'other woman': 4, 'other man': 4, 'another woman': 4, 'another man': 4, jealous: 2,
    jealousy: 2, 'hurt me': 2, 'behind back': 4, secret: 2, honest: 2, loyal: 3, loyalty: 3,
  },
  'long-distance': {
    'long distance': 6, 'far away': 4, 'different country': 2, 'another city': 2, 'different city': 2, distance: 4, apart: 1.5,
    'close the distance': 5, 'live apart': 5, 'live in another country': 6, 'live in different country': 6, 'live abroad': 2,
  },
  'marriage-timing': {
    marry: 4, married: 4, 'get marry': 6, 'get married': 6, marriage: 2, wedding: 4, 'walk down aisle': 5, 'tie knot': 5,
    bride: 3, groom: 2, 'future husband': 3, 'future wife': 3, 'settle down': 4, husband: 0.5, wife: 0.5, spouse: 1,
  },
  engagement: {
    propose: 6, proposal: 6, engage: 5, engaged: 6, 'get engaged': 7, engagement: 6, 'engagement ring': 7, ring: 3,
    'pop question': 6, fiance: 3, fiancee: 3, 'fiancé': 3, 'fiancée': 3, 'ask me to marry': 6,
  },
  'marriage-crisis': {
    'save marriage': 6, 'marriage problem': 6, 'marriage trouble': 6, 'marriage counseling': 5, 'marriage counselling': 5,
    'unhappy marriage': 6, unhappy: 1, fight: 1.5, argue: 1.5, argument: 1.5, husband: 2, wife: 2, marriage: 2, spouse: 2,
    'married life': 4, sexless: 4, 'rough patch': 4, 'work on': 1, counseling: 2, counselling: 2, 'couple therapy': 5, spark: 2,
    survive: 3, 'hope for marriage': 5, strain: 3, crisis: 3, 'fall apart': 3, 'our marriage': 3,
    'marriage over': 7, 'marriage be over': 7,
  },
  divorce: {
    divorce: 6, divorced: 6, separation: 4, separate: 3, custody: 4, 'divorce paper': 7, alimony: 6, 'leave husband': 3,
    'leave wife': 3, 'leave marriage': 5, 'end marriage': 6, 'split up': 2,
  },
  children: {
    baby: 4, pregnant: 6, pregnancy: 6, 'get pregnant': 7, conceive: 6, 'have child': 6, 'have kid': 6, 'have baby': 6,
    'start family': 6, ivf: 6, fertility: 6, adopt: 4, adoption: 4, motherhood: 4, fatherhood: 4, 'become mother': 5,
    'become father': 5, 'become parent': 5, 'become mom': 5, 'become dad': 5, child: 1, kid: 1, twin: 1, miscarriage: 5,
  },
  parents: {
    mother: 3, mom: 3, mum: 3, mommy: 3, father: 3, dad: 3, daddy: 3, parent: 4, stepmother: 3, stepfather: 3, stepmom: 3,
    stepdad: 3, approve: 1, 'parent approval': 4,
  },
  siblings: {
    brother: 4, sister: 4, sibling: 5, 'half brother': 5, 'half sister': 5, stepbrother: 4, stepsister: 4, twin: 2,
  },
  'child-relations': {
    son: 4, daughter: 4, child: 2, kid: 2, teenager: 3, teen: 3, stepson: 4, stepdaughter: 4, stepchild: 4, parenting: 4,
    grandchild: 3, grandson: 3, granddaughter: 3, 'my child': 3, 'my kid': 3,
    grandchildren: 6, grandkid: 6, grandkids: 6,
  },
  'in-laws': {
    'mother in law': 6, 'father in law': 6, 'sister in law': 6, 'brother in law': 6, 'daughter in law': 6, 'son in law': 6,
    'in law': 5, inlaw: 5, 'husband family': 5, 'wife family': 5, 'partner family': 5, 'boyfriend family': 4,
    'girlfriend family': 4, 'husband parent': 5, 'wife parent': 5, 'partner parent': 5, 'his family': 4, 'her family': 4,
    'his parent': 3, 'her parent': 3, 'his mother': 4, 'her mother': 3,
  },
  'family-conflict': {
    family: 2, 'family conflict': 6, 'family fight': 5, 'family drama': 5, 'family peace': 5, 'family harmony': 6, harmony: 3,
    peace: 2, argue: 1, fight: 1, quarrel: 1, 'get along': 2, estranged: 4, estrangement: 4, 'cut off': 3, 'not speak': 2,
    tension: 2, relative: 2, cousin: 2, uncle: 2, aunt: 2, 'at home': 1, 'family problem': 5, 'family issue': 5, reunite: 3,
  },
  'moving-home': {
    move: 3, 'move house': 6, 'move home': 6, 'new home': 4, 'new house': 3, 'new apartment': 4, 'new flat': 4, relocate: 2,
    relocation: 2, 'new city': 3, neighborhood: 3, neighbourhood: 3, apartment: 2, rent: 2, landlord: 3, 'change city': 4,
    'move out': 5, 'move back': 4, 'move to': 3, home: 1, 'new place': 3, downsize: 2, countryside: 3, 'move city': 4,
    'move in with daughter': 7, 'move in with son': 7, 'move in with mother': 7, 'move in with father': 7, 'move in with parent': 7, 'stay in house': 4, 'stay in home': 4,
  },
  property: {
    'buy house': 6, 'sell house': 6, 'buy home': 6, 'sell home': 6, 'buy apartment': 6, 'sell apartment': 6, 'buy flat': 6,
    'sell flat': 6, 'buy property': 6, 'sell property': 6, 'buy land': 6, property: 5, 'real estate': 6, mortgage: 4, house: 2,
    land: 2, 'first home': 5, homeowner: 5, 'investment property': 6, 'rental property': 6, renovate: 3, renovation: 3,
    deposit: 2, 'own home': 4, 'own house': 4, 'buy a place': 5, 'sell place': 4, condo: 4,
  },
  'caring-for-elder': {
    'care for': 3, 'look after': 3, 'take care of': 3, caregiver: 6, carer: 6, caregiving: 6, elderly: 5, 'aging parent': 6,
    'ageing parent': 6, 'old parent': 5, 'nursing home': 6, 'care home': 6, dementia: 5, alzheimer: 5, "alzheimer's": 5,
    grandmother: 2, grandma: 2, grandfather: 2, grandpa: 2, 'mother health': 4, 'father health': 4, 'parent health': 4,
    'mom health': 4, 'dad health': 4, 'mum health': 4, 'sick mother': 5, 'sick father': 5, 'sick parent': 5, 'ill mother': 5,
    'ill father': 5,
  },
  'job-change': {
    'quit job': 6, quit: 3, 'leave job': 6, 'change job': 6, 'new job': 3, 'change career': 6, 'career change': 6, resign: 5,
    resignation: 5, 'job offer': 5, offer: 1.5, 'switch career': 6, 'switch job': 6, job: 1.5, career: 1.5, 'leave company': 5,
    'new position': 3, 'new role': 3, 'different field': 4, 'another company': 4, 'current job': 3, 'take job': 4,
    'accept job': 5, 'accept offer': 5, 'take offer': 5, 'change field': 5, 'leave work': 3, 'dream job': 3, 'job hop': 5,
    'stay at job': 4, 'change company': 5, 'quit work': 5,
  },
  'own-business': {
    business: 5, 'own business': 7, 'start business': 7, 'open business': 7, startup: 6, 'start up': 3, entrepreneur: 6,
    'self employed': 6, freelance: 5, freelancer: 5, freelancing: 5, 'side hustle': 5, shop: 3, store: 2, bakery: 6, cafe: 5,
    'café': 5, 'coffee shop': 6, restaurant: 5, salon: 5, boutique: 5, open: 1.5, launch: 3, brand: 3, company: 1,
    'small business': 7, franchise: 6, venture: 5, 'own boss': 6, 'business partner': 6, product: 2, 'online shop': 7,
    'online store': 7, etsy: 5, consultancy: 5, 'go independent': 5, 'work for myself': 6, studio: 3, 'food truck': 6, pub: 3,
    agency: 3, ecommerce: 5, client: 3, customer: 3, 'my company': 2,
  },
  promotion: {
    promotion: 6, promote: 6, 'get promote': 7, 'get promoted': 7, recognition: 4, recognize: 3, recognise: 3,
    'become manager': 6, 'move up': 3, 'climb ladder': 5, senior: 3, leadership: 3, 'lead team': 5, advance: 3,
    advancement: 5, 'career growth': 5, title: 2, 'head of': 3, director: 2, raise: 1, success: 1, 'at work': 1,
  },
  'authority-conflict': {
    boss: 3, manager: 2, supervisor: 3, 'conflict with boss': 7, 'hate me': 2, 'fire me': 4, fire: 3, 'get fire': 4, unfair: 2,
    bully: 4, bullying: 4, 'toxic workplace': 6, 'toxic boss': 7, management: 2, coworker: 2, colleague: 2, 'co worker': 2,
    'office politics': 6, disciplinary: 4, authority: 4, teacher: 1, hr: 2, complaint: 2, 'respect me': 2, micromanage: 5,
    'stand up to': 3, 'work conflict': 6, 'trouble at work': 5, 'problem at work': 5, 'conflict at work': 6,
  },
  'job-search': {
    'find job': 7, 'find work': 7, 'get job': 6, 'land job': 7, 'job search': 7, 'job hunt': 7, 'look for job': 7,
    'look for work': 7, unemployed: 6, unemployment: 6, 'lose job': 3, 'lay off': 4, 'laid off': 4, interview: 3,
    'job interview': 6, hire: 3, 'get hire': 5, apply: 2, application: 2, cv: 3, employment: 4, 'any job': 4, job: 1,
    'new job': 2.5, 'find employment': 7, 'out of work': 6,
  },
  'study-choice': {
    study: 3, 'what to study': 6, degree: 4, university: 3, college: 3, school: 2, course: 3, major: 3, 'back to school': 5,
    master: 3, "master's": 4, 'master degree': 6, phd: 6, doctorate: 6, student: 3, education: 4, learn: 2, training: 2,
    retrain: 5, bootcamp: 5, scholarship: 5, admission: 5, 'get into': 2, 'law school': 6, 'medical school': 6, 'study abroad': 5,
    'field of study': 6, 'go back to study': 6,
    uni: 5, 'first year': 3,
  },
  exams: {
    exam: 6, test: 3, 'pass exam': 7, 'pass test': 6, 'driving test': 7, 'bar exam': 7, grade: 3, finals: 4, 'entrance exam': 7,
    pass: 2, fail: 2, score: 2, certification: 5, certificate: 4, licence: 2, license: 2, qualification: 3, thesis: 5,
    dissertation: 5, 'study for': 3, 'get result': 2, 'exam result': 7,
  },
  'relocation-abroad': {
    abroad: 5, overseas: 5, emigrate: 7, immigrate: 6, immigration: 5, 'another country': 6, 'different country': 5,
    'new country': 6, 'move abroad': 8, 'live abroad': 7, 'work abroad': 7, 'move overseas': 8, expat: 6, visa: 3,
    'green card': 5, citizenship: 4, residency: 4, 'work permit': 5, relocate: 2, foreign: 3, 'leave country': 6,
  },
  retirement: {
    retire: 7, retirement: 7, retired: 7, pension: 4, 'stop work': 4, 'stop working': 4, 'early retirement': 8,
  },
  'work-life-balance': {
    'work life balance': 7, 'working too much': 6, 'work life': 5, balance: 3, overwork: 5, overworked: 5, 'work too much': 5, 'long hour': 5,
    'time for myself': 4, 'time for family': 5, 'family time': 5, 'part time': 4, 'work from home': 4, remote: 2,
    'too busy': 4, busy: 2, 'no time': 3, 'four day week': 5, workload: 4, 'burn out': 2, burnout: 2,
  },
  debt: {
    debt: 6, 'pay off': 3, 'pay off debt': 8, owe: 3, 'credit card': 4, loan: 2, 'student loan': 5, bankrupt: 6, bankruptcy: 6,
    bill: 2, repay: 3, overdraft: 5, 'debt collector': 7, collector: 3, 'behind on': 2, broke: 2, 'financial trouble': 5,
    'money problem': 5, 'money trouble': 5, consolidate: 4, 'get out of debt': 8, 'clear debt': 8, mortgage: 1,
    'money worry': 4,
  },
  speculation: {
    invest: 5, investment: 5, stock: 5, share: 1, 'stock market': 6, crypto: 6, bitcoin: 6, cryptocurrency: 6, gamble: 6,
    gambling: 4, lottery: 6, 'win lottery': 7, bet: 4, betting: 4, casino: 5, trading: 5, trade: 2, forex: 6, risk: 2, risky: 2,
    lucky: 2, luck: 1.5, jackpot: 6, fund: 2, portfolio: 4, 'get rich': 3, rich: 2, wealthy: 2, windfall: 3, profit: 3,
  },
  salary: {
    salary: 6, raise: 3, 'pay raise': 7, 'pay rise': 7, 'ask for raise': 7, 'get raise': 7, income: 5, earn: 4, earning: 4,
    'more money': 4, money: 2, wage: 5, pay: 2, bonus: 5, financial: 1.5, finance: 2, 'financial situation': 3, abundance: 3,
    prosperity: 3, wealth: 2, underpaid: 6, commission: 3, 'make money': 4, 'well pay': 4, 'better pay': 4, rich: 1,
  },
  savings: {
    save: 3, saving: 5, savings: 5, 'save money': 6, 'emergency fund': 7, security: 2, 'financial security': 7, secure: 2,
    budget: 5, budgeting: 5, 'nest egg': 7, 'financially stable': 6, stable: 2, stability: 2, spend: 2, spending: 3, afford: 2,
    money: 1, financial: 1.5, finance: 1.5, wealth: 2,
  },
  inheritance: {
    inherit: 7, inheritance: 7, estate: 3, testament: 5, probate: 7, heir: 6, legacy: 3, 'leave me money': 6,
    'family money': 4, 'family estate': 6, executor: 6, 'trust fund': 6, 'their will': 5,
  },
  'legal-matter': {
    court: 6, lawsuit: 7, sue: 7, lawyer: 5, attorney: 5, legal: 6, case: 2, 'court case': 7, 'win case': 7, judge: 3,
    trial: 4, custody: 3, contract: 3, dispute: 3, 'legal battle': 7, settlement: 3, claim: 2, police: 3, charge: 2, arrest: 5,
    immigration: 2, paperwork: 2, tribunal: 6, appeal: 3, compensation: 4, 'insurance claim': 5, visa: 1,
  },
  lending: {
    lend: 7, 'lend money': 8, borrow: 6, 'borrow money': 7, 'pay me back': 7, 'pay back': 3, 'owe me': 7, 'money back': 5,
    'get money back': 7, 'give money': 3, cosign: 5, 'co sign': 5, guarantor: 6, loan: 2, repay: 1,
  },
  fatigue: {
    tired: 6, tiredness: 6, fatigue: 7, exhausted: 6, exhaustion: 6, energy: 4, 'no energy': 7, 'low energy': 7,
    'always tired': 7, weak: 3, 'chronic fatigue': 8, vitality: 5, drained: 5, 'worn out': 5, health: 1, 'burn out': 2,
    burnout: 2, stamina: 5,
  },
  sleep: {
    sleep: 7, insomnia: 7, 'can not sleep': 8, nightmare: 5, rest: 2, restless: 3, 'wake up': 2, night: 1.5, 'sleeping pill': 7,
    asleep: 6,
  },
  surgery: {
    surgery: 7, operation: 7, operate: 5, surgeon: 7, 'knee surgery': 8, procedure: 5, transplant: 7, 'hip replacement': 7,
    replacement: 2, 'go under knife': 7, biopsy: 5, anesthesia: 6, anaesthesia: 6, hospital: 3, treatment: 2,
    'doctor recommend': 2, implant: 3, 'c section': 6, cesarean: 6, caesarean: 6, knee: 2, hip: 2,
  },
  stress: {
    stress: 6, stressed: 6, anxiety: 6, anxious: 6, worry: 1.5, worried: 1.5, panic: 5, 'panic attack': 7, overwhelmed: 5,
    overwhelm: 5, pressure: 4, 'mental health': 6, depression: 5, depressed: 5, sad: 3, sadness: 3, calm: 3, 'peace of mind': 5,
    'inner peace': 3, nervous: 4, fear: 2, 'burn out': 3, burnout: 3, therapy: 3, therapist: 3, cope: 3, emotional: 2,
    mood: 3, overthink: 5, overthinking: 5, relax: 3, tense: 3,
  },
  'weight-fitness': {
    weight: 5, 'lose weight': 7, diet: 5, fitness: 6, fit: 3, exercise: 5, gym: 6, workout: 6, 'work out': 1, 'get in shape': 7,
    shape: 2, slim: 4, body: 3, 'eat healthy': 6, healthy: 2, healthier: 2, running: 3, marathon: 5, muscle: 4, overweight: 6,
    obese: 6, metabolism: 5, nutrition: 5, sport: 3,
  },
  recovery: {
    recover: 7, recovery: 7, heal: 5, healing: 5, 'get better': 1.5, 'get well': 6, illness: 5, ill: 3, sick: 3, sickness: 4,
    disease: 5, improve: 1, health: 2, cancer: 5, chronic: 3, pain: 4, 'back pain': 6, injury: 6, injured: 6, diagnosis: 5,
    diagnose: 5, symptom: 5, treatment: 2, medication: 4, medicine: 3, 'well again': 5, covid: 5, 'long covid': 6,
    condition: 2, remission: 7, 'feel better': 3, 'health problem': 6, 'health issue': 6, 'healthy again': 6,
  },
  addiction: {
    addiction: 7, addicted: 7, addict: 6, alcohol: 6, drink: 3, drinking: 4, smoke: 5, smoking: 5, 'quit smoking': 9,
    'quit drink': 9, 'quit drinking': 9, 'stop drink': 8, 'stop smoking': 9, drug: 5, sober: 7, sobriety: 7, relapse: 7,
    habit: 4, 'bad habit': 7, gambling: 2, vape: 6, vaping: 6, cigarette: 6, porn: 5, compulsive: 4, rehab: 7, alcoholic: 7,
  },
  'fading-friendships': {
    'drift apart': 6, 'grow apart': 6, friend: 1.5, 'best friend': 2, friendship: 3, 'lose friend': 6, 'old friend': 3,
    distant: 3, 'ignore me': 3, 'stop talk': 2, 'stop talking': 2, 'reach out': 2, reconnect: 4, anymore: 2, fade: 4,
    ghost: 3, outgrow: 5, 'miss friend': 5, 'drift away': 5,
  },
  loneliness: {
    lonely: 7, loneliness: 7, alone: 5, isolated: 6, isolation: 6, 'no friend': 7, 'no one': 3, nobody: 3, belong: 4,
    'fit in': 4, 'left out': 4, 'by myself': 3, understand: 1,
  },
  'new-friends': {
    'make friend': 7, 'new friend': 7, 'meet people': 5, 'meet new people': 7, 'social life': 6, social: 3, 'friend group': 4,
    'find friend': 7, 'true friend': 4, 'real friend': 4, 'good friend': 2, friend: 1.5, socialize: 5, socialise: 5,
    outgoing: 3, club: 2, 'circle of friend': 5,
  },
  'friend-conflict': {
    'fight with friend': 7, 'argument with friend': 7, 'fall out': 6, quarrel: 4, apologize: 4, apologise: 4, apology: 4,
    'make up': 3, 'angry at me': 4, 'angry with me': 4, 'mad at me': 5, 'upset with me': 4, angry: 2, upset: 2, fight: 2,
    argue: 2, argument: 2, conflict: 2, misunderstanding: 4, drama: 2, gossip: 3, 'fake friend': 5, friend: 1,
    'friend betray': 5,
  },
  community: {
    community: 7, 'my people': 6, tribe: 6, 'like minded': 7, group: 3, club: 3, volunteer: 6, volunteering: 6, church: 3,
    network: 4, networking: 4, neighbour: 2, neighbor: 2, society: 3, activism: 6, join: 3, 'fit in': 2, belonging: 4,
  },
  purpose: {
    purpose: 7, 'life purpose': 8, meaning: 5, meaningful: 5, calling: 5, mission: 4, path: 3, 'life path': 7, direction: 4,
    'do with life': 6, lost: 3, 'feel lost': 6, destiny: 6, destined: 6, passion: 4, fulfil: 4, fulfill: 4, fulfilled: 4,
    fulfilment: 5, fulfillment: 5, potential: 3, 'career path': 2, vocation: 6, success: 2, successful: 2, future: 1, life: 1,
    dream: 2, goal: 3, 'change life': 4, 'next chapter': 5, reinvent: 5, stuck: 3, 'right path': 6, 'meant to do': 6,
    'meant to be': 1,
    'kind of job': 6, 'job suit': 6, 'suit me': 4, 'right job': 4,
  },
  'self-confidence': {
    confidence: 7, confident: 7, 'self esteem': 8, 'self worth': 8, 'believe in myself': 7, shy: 3, insecure: 6,
    insecurity: 6, 'doubt myself': 7, 'self doubt': 8, imposter: 6, impostor: 6, courage: 5, brave: 4, 'speak up': 4,
    assertive: 6, 'love myself': 7, 'self love': 7, attractive: 2, 'good enough': 6, fear: 2, afraid: 2,
    charisma: 5, 'stand up for myself': 7,
  },
  'spiritual-growth': {
    spiritual: 7, spirituality: 7, soul: 3, spirit: 4, meditation: 6, meditate: 6, awakening: 7, god: 4, faith: 5,
    religion: 5, universe: 3, karma: 6, 'past life': 7, intuition: 6, psychic: 6, 'higher self': 7, enlightenment: 7,
    angel: 5, pray: 4, prayer: 4, yoga: 3, chakra: 6, tarot: 5, manifest: 5, manifestation: 5, lesson: 3, karmic: 6,
  },
  creativity: {
    creative: 7, creativity: 7, art: 5, artist: 6, write: 3, writing: 4, writer: 6, book: 4, novel: 6, publish: 6, music: 5,
    musician: 6, song: 4, sing: 4, singer: 6, paint: 4, painting: 5, painter: 6, draw: 3, drawing: 4, design: 3, designer: 3,
    photography: 6, photographer: 6, film: 4, acting: 5, actor: 5, actress: 5, dance: 4, dancer: 6, poetry: 6, poem: 5,
    craft: 3, hobby: 3, youtube: 4, 'content creator': 6, influencer: 5, band: 4, album: 6, gallery: 5, exhibition: 5,
    talent: 3, audition: 5, blog: 4,
  },
  travel: {
    travel: 7, trip: 7, journey: 4, vacation: 7, holiday: 6, 'go on trip': 8, visit: 3, backpack: 5, backpacking: 6,
    flight: 3, 'fly to': 4, sabbatical: 3, 'gap year': 5, cruise: 6, tour: 3, adventure: 3, 'see world': 7, honeymoon: 3,
    'road trip': 8, explore: 2,
  },
};

/** Words that bring in a professional whatever the theme: a pregnancy question still needs a doctor's word. */
export const ADVISER_CUES: Record<string, Adviser> = {
  pregnancy: 'doctor', pregnant: 'doctor', fertility: 'doctor', ivf: 'doctor', conceive: 'doctor', miscarriage: 'doctor',
  medication: 'doctor', medicine: 'doctor', pill: 'doctor', therapy: 'doctor', therapist: 'doctor', surgery: 'doctor',
  operation: 'doctor', doctor: 'doctor', diagnosis: 'doctor', symptom: 'doctor', treatment: 'doctor', illness: 'doctor',
  cancer: 'doctor', depression: 'doctor', anxiety: 'doctor', pain: 'doctor', injury: 'doctor', hospital: 'doctor',
  dementia: 'doctor', addiction: 'doctor', alcohol: 'doctor', diet: 'doctor', insomnia: 'doctor', health: 'doctor',
  court: 'lawyer', contract: 'lawyer', visa: 'lawyer', lawsuit: 'lawyer', sue: 'lawyer', custody: 'lawyer', divorce: 'lawyer',
  lawyer: 'lawyer', attorney: 'lawyer', legal: 'lawyer', immigration: 'lawyer', citizenship: 'lawyer', probate: 'lawyer',
  inheritance: 'lawyer', police: 'lawyer', 'green card': 'lawyer', 'work permit': 'lawyer',
  loan: 'financial adviser', mortgage: 'financial adviser', invest: 'financial adviser', investment: 'financial adviser',
  debt: 'financial adviser', stock: 'financial adviser', crypto: 'financial adviser', bitcoin: 'financial adviser',
  pension: 'financial adviser', tax: 'financial adviser', bankruptcy: 'financial adviser', savings: 'financial adviser',
  'credit card': 'financial adviser', trading: 'financial adviser',
};
