import type { Subject } from '../../domain/astrology';
import type { QuestionForm } from '../question/question-reading';
import type { ThemeId } from '../question/theme-ids';
import type { Element, Modality } from '../synthesis/sign-facts';

/** The texts an answer draws on for one life theme; all original to this project. */
export interface ThemeLore {
  /** Words that show the visitor's additional info speaks to this theme (matched whole-word, loosely stemmed). */
  words: readonly string[];
  /** What the chart's support means here; a clause that completes "that means ...". */
  support: readonly string[];
  /** What the chart's tension means here; a clause that completes "that means ...". */
  tension: readonly string[];
  /** Practical steps, whole sentences, tied to the theme. */
  advice: readonly string[];
}

export const THEME_LORE: Record<ThemeId, ThemeLore> = {
  reconciliation: {
    words: ['ex', 'former', 'back', 'again', 'broke', 'split', 'breakup', 'reconcile', 'boyfriend', 'girlfriend'],
    support: [
      'old feelings can be spoken again without reopening the old wound',
      'a conversation with your ex has a real chance of landing softly',
    ],
    tension: [
      'the pattern that parted you is still active and would have to change first',
      'going back now could repeat the same hurt in a new form',
    ],
    advice: [
      'Before you reach out, write down in one line what ended things and what, concretely, is different now; if nothing has changed, a reunion would rerun the old story.',
      'Make the first contact light and without pressure, a message rather than a declaration, and let the reply tell you how open the door really is.',
      'Decide in advance what you need to hear, an apology, a promise, a changed habit, so that you judge the answer by it rather than by the rush of hearing from them.',
    ],
  },
  'new-love': {
    words: ['meet', 'single', 'dating', 'date', 'soulmate', 'app', 'love', 'alone'],
    support: [
      'meetings come more easily and your warmth is easy for others to read',
      'someone new can find their way to you through ordinary days',
    ],
    tension: [
      'old hesitations may make you hold back just when someone steps closer',
      'you may be drawn to people who are not free to give what you want',
    ],
    advice: [
      'Say yes to two invitations a month that you would normally decline; new love usually arrives through a changed routine, not a waiting one.',
      'Tell a few trusted friends that you are open to meeting someone; introductions from people who know you filter better than any app.',
      'In the first weeks, notice who keeps their word in small things; that tells you more than chemistry does.',
    ],
  },
  'feelings-of-another': {
    words: ['feel', 'feelings', 'crush', 'interested', 'likes', 'love', 'colleague'],
    support: [
      'the warmth is there and can be drawn out by plain, kind questions',
      'the feeling you sense is more likely real than imagined',
    ],
    tension: [
      'mixed signals are likely, and guessing will hurt more than asking',
      'what they feel may be real yet tangled with their own hesitation',
    ],
    advice: [
      'Rather than reading every sign, ask one simple, low-stakes question and take the answer as it is given.',
      'Watch what they do over several weeks rather than what they say on one evening; steady effort is the clearest sign of feeling.',
      'Keep your own days full while you wait for clarity, so that their answer does not decide your whole mood.',
    ],
  },
  'relationship-future': {
    words: ['relationship', 'boyfriend', 'girlfriend', 'partner', 'together', 'future', 'love'],
    support: [
      'the bond has room to deepen and grow more secure',
      'the two of you can build something steadier than what you have now',
    ],
    tension: [
      'an unspoken difference between you needs to come into the open',
      'the relationship is asked to prove itself through a harder stretch',
    ],
    advice: [
      'Talk about one concrete plan for the next year, a trip, a home, money, and see whether you pull in the same direction.',
      'Name one thing you need more of and one thing you can give more of; small exchanges like this show where a relationship is really going.',
      'Watch how the two of you repair after a disagreement; the repair matters more for the future than how often you argue.',
    ],
  },
  cohabitation: {
    words: ['move', 'live', 'apartment', 'flat', 'home', 'house', 'lease', 'rent', 'together'],
    support: [
      'sharing a home can feel natural rather than forced',
      'your daily rhythms can mesh once you are under one roof',
    ],
    tension: [
      'questions of space and habit need settling before the keys change hands',
      'the move may stir up tension about independence',
    ],
    advice: [
      'Before signing a lease together, talk money plainly: who pays what, and what happens if one of you wants to leave.',
      'Spend a long stretch at each other’s place first, a week or more, and notice the small frictions of dishes, sleep and noise.',
      'Keep one corner or one evening that stays yours alone; a shared home goes better when both people keep some room to breathe.',
    ],
  },
  breakup: {
    words: ['leave', 'stay', 'end', 'split', 'unhappy', 'relationship', 'partner'],
    support: [
      'whichever way you decide, you have the footing to carry it through',
      'clarity is within reach and the decision can be made calmly',
    ],
    tension: [
      'the strain is real and will not ease by waiting alone',
      'a part of you has been paying a price to keep the peace',
    ],
    advice: [
      'Write two honest lists, what keeps you and what wears you down, and read them again a week later before you decide.',
      'Talk to one person outside the relationship whom you trust and who has no stake in the outcome.',
      'If you decide to leave, plan the practical side first: money, a place to stay, and the people who will stand by you.',
    ],
  },
  'betrayal-forgiveness': {
    words: ['cheat', 'cheated', 'lied', 'lie', 'betray', 'betrayed', 'trust', 'affair', 'forgive'],
    support: [
      'trust can be rebuilt, slowly, if the other person does their part',
      'you have the depth to forgive without forgetting what you learned',
    ],
    tension: [
      'the wound is still open and needs time before any decision',
      'forgiving too fast could leave the real problem untouched',
    ],
    advice: [
      'Forgiveness is a process you may take at your own pace; you owe no one a decision by a certain date.',
      'Ask for specific changes you can see, honesty about phones, times and money, rather than promises you can only hope for.',
      'Find support outside the relationship, a friend or a counsellor, so that you are not healing only with the person who hurt you.',
    ],
  },
  'long-distance': {
    words: ['distance', 'far', 'abroad', 'country', 'visa', 'miles', 'visit', 'lives'],
    support: [
      'the bond can hold across the miles and may bring you closer in time',
      'travel and plans to close the gap have the wind behind them',
    ],
    tension: [
      'the distance tests patience and needs a clear end point',
      'without a shared plan, the miles may start to speak louder than the feeling',
    ],
    advice: [
      'Agree on a date by which one of you will move, even a rough one; distance is easier to bear when it has an end.',
      'Keep a regular call you both protect, and plan the next visit before the current one ends.',
      'Look at the practical road together, visas, jobs, costs; doing that work side by side is itself a sign of commitment.',
    ],
  },
  'marriage-timing': {
    words: ['marry', 'married', 'wedding', 'husband', 'wife', 'spouse', 'partner'],
    support: ['a committed union is well supported in your chart', 'the ground is ready for a lasting bond'],
    tension: [
      'commitment comes through patience and a few tests rather than quickly',
      'the right union asks you first to be clear about what you will not settle for',
    ],
    advice: [
      'Be clear with yourself about the life you want after the wedding, where you live, children, work, and look for someone who wants the same.',
      'Let friends and family know you are ready for something serious; many marriages begin with an introduction.',
      'Give a promising relationship time to pass through one hard season before you decide it is the one.',
    ],
  },
  engagement: {
    words: ['propose', 'proposal', 'engaged', 'ring', 'engagement', 'partner'],
    support: [
      'a proposal is likely to be welcomed and remembered warmly',
      'the relationship is ready for a clear, public promise',
    ],
    tension: [
      'a question about the future needs answering before a ring settles it',
      'timing matters here, and rushing would only add pressure',
    ],
    advice: [
      'Talk about marriage in general terms first; a proposal goes best when the answer is not a surprise.',
      'Choose a moment that fits the two of you rather than a grand display; the private promise is what you will remember.',
      'Settle the practical questions, money, where you will live, family expectations, before an engagement makes them urgent.',
    ],
  },
  'marriage-crisis': {
    words: ['marriage', 'husband', 'wife', 'fight', 'argue', 'arguing', 'counselling', 'therapy'],
    support: [
      'the marriage has reserves to draw on and can be repaired',
      'both of you have more goodwill left than the arguments suggest',
    ],
    tension: [
      'old grievances need a proper hearing before anything eases',
      'the strain runs deep enough that good intentions alone will not mend it',
    ],
    advice: [
      'A couples counsellor is a tool rather than a last resort; a few sessions can change how the two of you talk.',
      'Pick one recurring argument and agree on a new way to handle it, instead of trying to fix everything at once.',
      'Keep one hour a week that is not about problems or money; couples rebuild warmth in ordinary moments.',
    ],
  },
  divorce: {
    words: ['divorce', 'separate', 'separation', 'custody', 'settlement', 'husband', 'wife'],
    support: [
      'a fair and orderly settlement is within reach',
      'you have the resolve to see the separation through with dignity',
    ],
    tension: [
      'negotiations may be slow and feelings high',
      'disagreements about money or arrangements will need patience',
    ],
    advice: [
      'Gather your financial papers, bank statements, deeds, pensions, before any talks begin.',
      'Keep practical communication in writing, calm and brief, and keep a record of every agreement.',
      'Lean on friends for comfort and on professionals for decisions; mixing the two makes both harder.',
    ],
  },
  children: {
    words: ['baby', 'child', 'children', 'pregnant', 'pregnancy', 'kids', 'conceive', 'fertility', 'ivf'],
    support: ['the chart is open to a child coming into your life', 'your warmth as a parent is well supported'],
    tension: [
      'the road to a child may ask for patience and some practical help',
      'timing and readiness need an honest conversation first',
    ],
    advice: [
      'Talk with your partner about the practical side, money, work, help from family, as well as the wish itself.',
      'If you have been trying for a while, a fertility check for both partners is a simple, sensible step.',
      'Look after your own rest and health now; it is the best preparation for whatever comes.',
    ],
  },
  parents: {
    words: ['mother', 'father', 'mum', 'mom', 'dad', 'parents', 'parent'],
    support: ['understanding with your parents can grow warmer', 'old family knots can loosen through patient talk'],
    tension: [
      'old roles between you and your parents resist change',
      'duty and independence pull against each other here',
    ],
    advice: [
      'Raise one topic at a time with your parents, and choose a calm moment rather than a family gathering.',
      'Accept what they can give rather than what you wish they could give; it frees you to enjoy what is there.',
      'Set one clear, kind boundary and hold it; parents often respect a limit that is stated without anger.',
    ],
  },
  siblings: {
    words: ['brother', 'sister', 'sibling', 'siblings', 'twin'],
    support: [
      'the bond with your brother or sister can become easier and more equal',
      'shared memories give you a good base to rebuild on',
    ],
    tension: [
      'childhood roles still colour how you treat each other',
      'old rivalries need naming before they can fade',
    ],
    advice: [
      'Meet one-to-one rather than at family events, where the old roles take over.',
      'Start from something you share, a memory, a hobby, a parent’s care, rather than from the disagreement.',
      'Tell them one thing you appreciate about them; siblings rarely hear it, and it changes the tone quickly.',
    ],
  },
  'child-relations': {
    words: ['son', 'daughter', 'child', 'teenager', 'kids', 'children'],
    support: [
      'your bond with your child can grow closer and more trusting',
      'you have a natural way of reaching them if you follow it',
    ],
    tension: [
      'your child is pulling toward independence and the bond needs a new shape',
      'different temperaments between you call for patience',
    ],
    advice: [
      'Spend regular time doing something they choose, without using it to correct or advise.',
      'Ask about their world with real curiosity and listen longer than feels natural before you answer.',
      'Keep a few clear rules and let go of the rest; children respect consistency more than control.',
    ],
  },
  'in-laws': {
    words: ['mother-in-law', 'father-in-law', 'in-law', 'in-laws', 'daughter-in-law', 'son-in-law', 'husband', 'wife'],
    support: [
      'relations with your family by marriage can settle into mutual respect',
      'small courtesies will be noticed and returned',
    ],
    tension: [
      'expectations on both sides clash and need someone you both trust to help settle them',
      'old habits in their family may test your patience',
    ],
    advice: [
      'Agree on a common line with the person who links you, your partner or your child, first; tensions with family by marriage ease when they are not asked to take sides.',
      'Find one thing you genuinely share with them, a dish, a hobby, the person who links you, and build from there.',
      'Keep the first meetings short and on neutral ground, a walk or a coffee, where nobody is host and nobody is judged.',
    ],
  },
  'family-conflict': {
    words: ['family', 'argument', 'fight', 'quarrel', 'relatives', 'peace', 'cousin'],
    support: [
      'peace at home is within reach through a few honest conversations',
      'the family has goodwill enough to heal a rift',
    ],
    tension: [
      'an old grievance keeps resurfacing and needs a proper hearing',
      'tempers run quick here and need cooling before any talk',
    ],
    advice: [
      'Talk to one family member at a time rather than the whole group; alliances make conflicts harder.',
      'Choose a neutral place and a calm moment, and begin with what you want to keep rather than what went wrong.',
      'You cannot settle everyone’s quarrel: decide which relationships you will tend and let the others find their level.',
    ],
  },
  'moving-home': {
    words: ['move', 'moving', 'house', 'flat', 'apartment', 'city', 'neighbourhood', 'rent', 'town'],
    support: [
      'a move is well supported and can bring a real fresh start',
      'a new place can feel like home sooner than you expect',
    ],
    tension: [
      'the move needs careful planning to avoid delays and extra costs',
      'you may feel unsettled for a while before the new place fits',
    ],
    advice: [
      'Visit the new area at different times, a weekday evening, a weekend morning, before you commit.',
      'Budget for the hidden costs of moving, deposits, overlapping rent, repairs, and add a margin.',
      'List what your present home gives you that the next one must also give; it keeps the choice honest.',
    ],
  },
  property: {
    words: ['buy', 'sell', 'house', 'property', 'mortgage', 'apartment', 'flat', 'land', 'estate'],
    support: [
      'a property deal has good footing and can add to your security',
      'the timing of a purchase or sale is on your side',
    ],
    tension: [
      'hidden costs or delays need checking before you sign',
      'the deal needs a cooler head than your enthusiasm suggests',
    ],
    advice: [
      'Have the papers and a legal check done before you sign, whether you are buying or selling, and keep a margin for costs.',
      'Work out the figure you need, to buy or to sell, if interest rates or your income changed, not only today.',
      'Compare at least three properties, offers or agents side by side; the first one is rarely the only good one.',
    ],
  },
  'caring-for-elder': {
    words: ['care', 'caring', 'elderly', 'mother', 'father', 'grandmother', 'grandfather', 'nursing', 'dementia'],
    support: [
      'you have the strength to give care without losing yourself',
      'help and support are there for you if you ask',
    ],
    tension: [
      'the weight of caring needs sharing before it wears you out',
      'duty and your own needs pull hard against each other',
    ],
    advice: [
      'List exactly what care is needed each week and ask other relatives to take named parts of it.',
      'Find out what help local services offer; many carers never ask and carry far more than they need to.',
      'Protect one regular break for yourself; a rested carer gives better care.',
    ],
  },
  'job-change': {
    words: ['job', 'work', 'quit', 'resign', 'employer', 'company', 'career', 'office', 'hospital'],
    support: [
      'a change of job is well supported and can lift your working life',
      'new work can suit you better than the old',
    ],
    tension: [
      'a leap without a landing place would be costly now',
      'the change is wanted but needs more preparation than you have done so far',
    ],
    advice: [
      'Line up the next job, or at least serious talks, before you hand in your notice.',
      'Write down the three things your present job lacks, and look for work that gives at least two of them.',
      'Talk to people already doing the work you want; an hour of their honesty is worth a week of job adverts.',
    ],
  },
  'own-business': {
    words: [
      'business',
      'shop',
      'bakery',
      'bake',
      'cafe',
      'company',
      'customers',
      'freelance',
      'self-employed',
      'quit',
      'orders',
      'market',
    ],
    support: [
      'an enterprise of your own is well supported and can grow',
      'your drive and your timing can carry a venture of your own',
    ],
    tension: [
      'the venture needs a firmer plan and more savings before it can stand on its own',
      'the risk is heavier than it looks from where you stand today',
    ],
    advice: [
      'Test the idea small before you give up your income: a weekend market, a handful of orders, a pop-up, anything that shows people will pay.',
      'Write down your start-up costs and how many months you could live on savings with no profit; most new ventures need longer than planned.',
      'Keep your salary while you win the first customers, and set a clear figure that tells you when it is safe to leave.',
    ],
  },
  promotion: {
    words: ['promotion', 'promoted', 'raise', 'manager', 'boss', 'recognition', 'title', 'senior'],
    support: [
      'recognition is within reach and your work is being noticed',
      'the path upward is open if you ask for it',
    ],
    tension: [
      'progress comes slowly and through proving yourself again',
      'someone above you may hold back their support for now',
    ],
    advice: [
      'Ask your manager directly what a promotion would require, and agree on it in writing.',
      'Keep a record of your results with figures and dates; it makes your case for you.',
      'Take on one visible task that the next role would include, so that people can already picture you in it.',
    ],
  },
  'authority-conflict': {
    words: ['boss', 'manager', 'supervisor', 'authority', 'conflict', 'colleague', 'unfair', 'credit'],
    support: [
      'the conflict with your boss can settle if you handle it calmly',
      'your position is stronger than it feels',
    ],
    tension: ['a clash with authority is live and needs care', 'pride on both sides makes this conflict stubborn'],
    advice: [
      'Keep your exchanges factual and in writing where you can; calm records protect you better than a heated conversation.',
      'Ask for a one-to-one meeting and open with what you both want for the work, not with the complaint.',
      'Know your options, HR, a union, a move to another team, before you need them.',
    ],
  },
  'job-search': {
    words: ['job', 'work', 'unemployed', 'interview', 'hire', 'hiring', 'application', 'cv', 'resume'],
    support: [
      'applications and interviews have a good chance of turning into an offer',
      'doors open more easily for your work',
    ],
    tension: [
      'the search may take longer and needs a steady routine',
      'a few rejections are likely before the right offer, and none of them is final',
    ],
    advice: [
      'Treat the search like a part-time job, with fixed hours and a weekly target of applications.',
      'Ask three former colleagues for introductions; many jobs are filled through people before they are advertised.',
      'Tailor each application to the job in front of you; ten careful ones beat fifty copies.',
    ],
  },
  'study-choice': {
    words: ['study', 'university', 'college', 'course', 'degree', 'school', 'major', 'student'],
    support: ['your studies are well supported and can open doors', 'the subject you are drawn to fits your mind'],
    tension: [
      'the choice needs more research before you commit',
      'practical limits of cost and time need working out first',
    ],
    advice: [
      'Talk to students already on the course and ask them what surprised them.',
      'Weigh the subject you love against the work it leads to; the best choice usually satisfies both a little.',
      'Check the costs and the hours it takes, and plan how you will cover them before you enrol.',
    ],
  },
  exams: {
    words: ['exam', 'exams', 'test', 'pass', 'grade', 'study', 'revision', 'results'],
    support: ['your mind is clear and well supported for exams', 'steady work now is likely to show in your results'],
    tension: [
      'nerves or scattered focus need managing',
      'the exam asks for more structured preparation than you have done so far',
    ],
    advice: [
      'Make a revision timetable that covers each topic twice and leaves the last days for practice papers.',
      'Practise under exam conditions, timed and without notes, at least three times before the day.',
      'Sleep well in the week before; a rested mind recalls more than a crammed one.',
    ],
  },
  'relocation-abroad': {
    words: ['abroad', 'country', 'emigrate', 'visa', 'overseas', 'move', 'canada', 'australia', 'london', 'europe'],
    support: [
      'a move abroad is well supported and can widen your life',
      'foreign ground can suit you better than you think',
    ],
    tension: ['the move needs careful paperwork and a financial cushion', 'homesickness or delays may test the plan'],
    advice: [
      'Spend a few weeks in the new country before you move, living as a resident rather than a tourist.',
      'Sort out visas, work permits and health cover first; the practical side decides whether the dream holds.',
      'Keep savings for three to six months of living costs in the new country.',
    ],
  },
  retirement: {
    words: ['retire', 'retirement', 'pension', 'stop', 'working'],
    support: [
      'retirement can open a calm and satisfying chapter',
      'you have the resources, inner and outer, for this change',
    ],
    tension: [
      'the transition needs planning, financial and personal',
      'stopping work may leave a gap that needs filling with purpose',
    ],
    advice: [
      'Work out your income after retirement month by month before you set the date.',
      'Plan what will fill your week, a role, a project, a group; purpose matters as much as money.',
      'Consider easing out gradually, part-time for a year, if your work allows it.',
    ],
  },
  'work-life-balance': {
    words: ['balance', 'overwork', 'burnout', 'hours', 'time', 'family', 'tired', 'weekends'],
    support: [
      'a better balance between work and home is within reach',
      'small changes to your routine will have large effects',
    ],
    tension: [
      'work is asking for more than it gives back',
      'guilt on both sides, work and home, makes the balance hard to hold',
    ],
    advice: [
      'Set one fixed end to your working day and protect it for a month; notice what does not fall apart.',
      'List your commitments and drop or hand over one that no longer earns its place.',
      'Put rest and family time in your calendar as firmly as meetings.',
    ],
  },
  debt: {
    words: ['debt', 'debts', 'loan', 'credit', 'card', 'owe', 'mortgage', 'bills', 'repay'],
    support: [
      'steady repayment is well supported and will show results',
      'you have the discipline to clear what you owe',
    ],
    tension: [
      'the debt needs a stricter plan than the one you have',
      'new spending could undo your progress unless you guard against it',
    ],
    advice: [
      'List every debt with its interest rate and pay the most expensive one first while keeping up the minimums on the rest.',
      'Ask your lenders about a lower rate or a repayment plan; many will talk before a payment is missed.',
      'Set up an automatic payment for the day your income arrives, so the repayment happens before the spending.',
    ],
  },
  speculation: {
    words: ['invest', 'investment', 'stocks', 'crypto', 'shares', 'bet', 'trading', 'risk'],
    support: ['a measured investment has good footing', 'your judgement about money is clearer than usual'],
    tension: ['the risk is higher than it appears and needs a limit', 'enthusiasm could outrun the facts here'],
    advice: [
      'Only invest what you could lose without harming your daily life.',
      'Spread the risk rather than placing everything on one idea, however good it looks.',
      'Write down why you are buying and at what point you will sell, before you invest.',
    ],
  },
  salary: {
    words: ['salary', 'raise', 'pay', 'income', 'earn', 'money', 'wage'],
    support: ['your income can grow and your worth is being seen', 'asking for more is well supported'],
    tension: [
      'a raise will take negotiation and solid evidence',
      'your income grows slowly for now, so the case needs building',
    ],
    advice: [
      'Look up what others in your role earn and bring the figures to the conversation.',
      'Ask for a raise after a clear success, and name a number rather than leaving it open.',
      'If your employer cannot pay more, ask for something else of value: training, flexible hours, a better title.',
    ],
  },
  savings: {
    words: ['save', 'savings', 'money', 'security', 'budget', 'emergency'],
    support: [
      'saving comes more easily and your security can grow',
      'your habits with money are ready to turn into real reserves',
    ],
    tension: [
      'saving asks for firmer habits than you have now',
      'unexpected costs could eat into your reserves unless you plan for them',
    ],
    advice: [
      'Move a fixed amount to savings on payday, before you spend anything.',
      'Build an emergency fund of three months’ costs before any other money goal.',
      'Track your spending for one month; most people find a leak they did not know about.',
    ],
  },
  inheritance: {
    words: ['inheritance', 'inherit', 'will', 'estate', 'probate'],
    support: ['matters of inheritance can settle fairly', 'what is due to you is likely to come through'],
    tension: [
      'delays or family disagreements may slow the matter',
      'the paperwork and the feelings here both need patience',
    ],
    advice: [
      'Keep copies of every document and letter about the estate in one place.',
      'Discuss money with relatives in writing or with a neutral person present.',
      'Spend nothing of an inheritance before it has actually arrived.',
    ],
  },
  'legal-matter': {
    words: ['court', 'case', 'lawyer', 'legal', 'lawsuit', 'contract', 'sue', 'judge'],
    support: [
      'the legal matter has good footing and can resolve well',
      'fairness is on your side if you prepare carefully',
    ],
    tension: ['the case may be slower or harder than you hope', 'a settlement may serve you better than a long fight'],
    advice: [
      'Put your evidence in order, dates, documents, messages, before you meet your lawyer.',
      'Ask your lawyer about costs and the likely range of outcomes, not only the best case.',
      'Consider whether a negotiated settlement could give you most of what you want at less cost.',
    ],
  },
  lending: {
    words: ['lend', 'lent', 'borrow', 'borrowed', 'loan', 'owe', 'owes', 'repay', 'money', 'cousin'],
    support: ['money lent or borrowed can be settled fairly', 'a clear agreement is likely to be honoured'],
    tension: [
      'money between people who know each other can strain the bond',
      'repayment may come slower than promised',
    ],
    advice: [
      'Only lend what you could afford to treat as a gift.',
      'Put the amount and the repayment dates in writing, however close the person is.',
      'If someone owes you, ask once, clearly and kindly, with a concrete proposal for repayment.',
    ],
  },
  fatigue: {
    words: ['tired', 'exhausted', 'energy', 'fatigue', 'weak', 'burnout', 'sleep'],
    support: ['your energy can recover with the right rhythm', 'your body responds well to care and routine'],
    tension: [
      'your reserves are lower than you admit and need rebuilding',
      'pushing through will cost more than resting would',
    ],
    advice: [
      'Keep a simple diary of sleep, meals and energy for two weeks and take it to your doctor.',
      'Build your day around fixed times for sleep and meals; energy follows rhythm.',
      'Drop one commitment that drains you and give that time back to rest.',
    ],
  },
  sleep: {
    words: ['sleep', 'insomnia', 'night', 'nights', 'dreams', 'rest', 'awake'],
    support: ['better sleep is within reach with a gentler routine', 'your body is ready to rest more deeply'],
    tension: [
      'worries spill into your nights and need a place in the day',
      'your rhythm is unsettled and needs steady habits',
    ],
    advice: [
      'Go to bed and get up at the same time every day, weekends included, for three weeks.',
      'Keep screens out of the bedroom and write tomorrow’s worries on paper before you sleep.',
      'Have no caffeine after midday and see how your nights change over a fortnight.',
    ],
  },
  surgery: {
    words: [
      'surgery',
      'operation',
      'doctor',
      'hospital',
      'knee',
      'hip',
      'procedure',
      'surgeon',
      'meniscus',
      'torn',
      'tore',
      'injury',
      'injured',
      'ligament',
      'pain',
      'accident',
      'skiing',
    ],
    support: ['the chart supports a good recovery with proper care', 'your body has strong reserves to heal'],
    tension: [
      'recovery asks for patience and careful preparation',
      'the weeks around the operation need extra rest and support',
    ],
    advice: [
      'Write down your questions for the surgeon, about risks, recovery time and aftercare, and take someone with you to the appointment.',
      'Prepare your home for recovery in advance: help with shopping, a comfortable place to rest, time off arranged.',
      'Follow the physiotherapy and aftercare plan faithfully; recovery is built in the weeks after the operation.',
    ],
  },
  stress: {
    words: ['stress', 'stressed', 'anxiety', 'anxious', 'worry', 'overwhelm', 'overwhelmed', 'pressure', 'panic'],
    support: ['calm is within reach through small changes', 'you have inner resources to steady yourself'],
    tension: ['pressure is building and needs an outlet', 'worry runs ahead of the facts and needs grounding'],
    advice: [
      'Take ten minutes a day to walk without your phone; stress eases through the body first.',
      'Write down what worries you, mark what you can act on this week, and act on one item.',
      'Tell one person how you really feel; stress carried alone weighs more.',
    ],
  },
  'weight-fitness': {
    words: ['weight', 'fitness', 'gym', 'exercise', 'diet', 'run', 'running', 'lose', 'fit'],
    support: ['your body responds well to effort', 'a new routine has a good chance of sticking'],
    tension: [
      'quick results are unlikely, and patience is the key',
      'motivation may falter, so you need structure more than willpower',
    ],
    advice: [
      'Choose an activity you enjoy rather than the one you think you should do; enjoyment is what keeps you at it.',
      'Set a small, regular target, three short sessions a week, and track it.',
      'Change one habit at a time, meals or movement, rather than everything at once.',
    ],
  },
  recovery: {
    words: ['recover', 'recovery', 'heal', 'healing', 'illness', 'sick', 'better', 'treatment', 'surgery'],
    support: ['your body is inclined to heal and regain strength', 'recovery has good support from rest and care'],
    tension: ['healing will take longer than you wish', 'setbacks are possible and do not undo your progress'],
    advice: [
      'Follow your treatment plan closely and tell your doctor about any change you notice.',
      'Measure progress week by week, not day by day; recovery rarely runs in a straight line.',
      'Let people help you; accepting support is part of healing.',
    ],
  },
  addiction: {
    words: ['drink', 'drinking', 'alcohol', 'smoke', 'smoking', 'quit', 'habit', 'addiction', 'gambling', 'sober'],
    support: ['breaking the habit is well supported', 'your will is stronger than the habit when you give it support'],
    tension: ['the habit has a strong hold and needs help to break', 'stress may pull you back toward it'],
    advice: [
      'Tell someone you trust that you are quitting, and ask them to check in with you.',
      'Look for a support group or programme; people who have done it are your best guides.',
      'Notice the moments when the urge is strongest and plan something else for exactly those moments.',
    ],
  },
  'fading-friendships': {
    words: ['friend', 'friends', 'friendship', 'drift', 'drifting', 'apart', 'distant'],
    support: ['the friendship can revive with a little effort', 'old friends are open to hearing from you'],
    tension: [
      'the friendship may have run its course, and that is not a failure',
      'different lives have pulled you apart and need an honest word',
    ],
    advice: [
      'Send a simple message about a shared memory; it reopens a door without pressure.',
      'Suggest one specific plan, a date and a place, rather than a vague “we should meet”.',
      'Accept that some friendships belong to a season; honour what it was without forcing it.',
    ],
  },
  loneliness: {
    words: ['lonely', 'alone', 'isolated', 'loneliness', 'nobody'],
    support: ['connection is closer than it feels', 'you are ready to let new people in'],
    tension: ['old hurt makes you hold back from people', 'the habit of solitude needs gentle breaking'],
    advice: [
      'Join one regular activity, a class, a choir, a volunteering shift, where you see the same faces every week.',
      'Reach out to one person a week, even briefly; connection grows from repeated small contacts.',
      'Be kind to yourself about this; loneliness is common and says nothing about your worth.',
    ],
  },
  'new-friends': {
    words: ['friends', 'friend', 'meet', 'people', 'social', 'new'],
    support: ['new friendships come easily', 'people are drawn to you and want to know you'],
    tension: [
      'shyness or old disappointments may hold you back',
      'you may need to take the first step more often than feels fair',
    ],
    advice: [
      'Go back to the same group or place several times; friendships form through repetition.',
      'Invite someone for a coffee after a shared activity; most people are waiting for someone else to ask.',
      'Follow your real interests into groups; shared passions make friendship easier.',
    ],
  },
  'friend-conflict': {
    words: ['friend', 'fight', 'argument', 'quarrel', 'fell', 'upset'],
    support: ['the quarrel can be mended with one honest conversation', 'goodwill remains on both sides'],
    tension: [
      'pride on both sides keeps the quarrel alive',
      'the conflict touches something deeper than the surface issue',
    ],
    advice: [
      'Write down what really hurt you before you talk; it keeps the conversation on the point.',
      'Open with what the friendship means to you, then say what upset you.',
      'Give them room to answer without defending yourself at once.',
    ],
  },
  community: {
    words: ['community', 'group', 'belong', 'people', 'club', 'tribe'],
    support: ['a group where you belong is within reach', 'your gifts are welcome in a community'],
    tension: ['finding your people takes several tries', 'you may feel out of step with groups at first'],
    advice: [
      'Try three different groups built around something you care about, and stay with the one where you feel most yourself.',
      'Offer a skill, helping out, organising, teaching; belonging often begins with contributing.',
      'Give a new group at least four meetings before you judge it.',
    ],
  },
  purpose: {
    words: ['purpose', 'meaning', 'direction', 'calling', 'path', 'lost', 'stuck'],
    support: [
      'your direction is becoming clearer',
      'the chart backs your search for meaningful work and a meaningful life',
    ],
    tension: [
      'the search for direction asks you to let go of an old plan',
      'the confusion is part of the process and will pass',
    ],
    advice: [
      'Write down the moments when you felt most alive; they point toward your purpose.',
      'Try one small experiment in the direction that calls you, a course, a project, volunteering, before any big change.',
      'Ask three people who know you well what they see as your strength; others often see it first.',
    ],
  },
  'self-confidence': {
    words: ['confidence', 'confident', 'shy', 'doubt', 'insecure', 'self-esteem', 'worth'],
    support: [
      'your confidence can grow quickly with small wins',
      'you have more strength than you give yourself credit for',
    ],
    tension: ['old criticism still echoes and needs challenging', 'comparing yourself with others undermines you'],
    advice: [
      'Keep a list of things you have done well, and read it when you doubt yourself.',
      'Take one small risk each week, speaking up, asking, trying; confidence follows action.',
      'Spend more time with people who see your worth and less with those who make you smaller.',
    ],
  },
  motivation: {
    words: ['motivation', 'procrastinating', 'discipline', 'habit', 'focus', 'putting off'],
    support: [
      'your drive is returning and small steps now turn into habits',
      'the chart backs steady effort more than bursts of willpower',
    ],
    tension: [
      'a task you keep putting off weighs more the longer you wait',
      'you expect too much of yourself at once and then stall',
    ],
    advice: [
      'Pick the task you are avoiding and give it ten minutes today; starting is the hard part.',
      'Set one fixed hour a day for the work that matters and keep your phone in another room during it.',
      'Cut a large goal into steps small enough to finish in one sitting, and tick each one off.',
    ],
  },
  'spiritual-growth': {
    words: ['spiritual', 'meditation', 'faith', 'soul', 'god', 'prayer', 'church'],
    support: ['your inner life is deepening and open to guidance', 'spiritual practice comes naturally to you'],
    tension: ['doubts are part of the path and need patience', 'you may need to let go of an old belief'],
    advice: [
      'Choose one daily practice, meditation, prayer, a walk in silence, and keep it for a month.',
      'Read or listen to one teacher whose words move you, and take notes.',
      'Share your path with one like-minded person; company deepens and steadies it.',
    ],
  },
  creativity: {
    words: ['create', 'creative', 'art', 'write', 'writing', 'music', 'paint', 'painting', 'book', 'novel'],
    support: ['your creative work has good support and can be seen', 'inspiration flows more easily'],
    tension: ['self-criticism may block your work', 'discipline, not inspiration, is the missing piece'],
    advice: [
      'Set a regular time for your creative work and keep it even when inspiration is absent.',
      'Finish one piece, however imperfect, before starting the next.',
      'Show your work to a small group of people you trust and ask what they felt.',
    ],
  },
  travel: {
    words: ['travel', 'trip', 'journey', 'holiday', 'vacation', 'abroad', 'fly', 'flight'],
    support: [
      'the journey has good support and can widen your horizons',
      'the trip can bring perspective as well as rest',
    ],
    tension: ['travel plans may meet delays and need flexibility', 'the trip needs extra planning and some margin'],
    advice: [
      'Book flexible tickets where you can and keep copies of your documents apart from the originals.',
      'Leave one day of the trip with nothing scheduled; the best moments are often unplanned.',
      'Check health and entry requirements early, well before departure.',
    ],
  },
};

/** A theme's advice, then the same steps tied to the visitor's words, so that several questions on one theme never repeat a sentence. */
/** The theme's steps, given plain: "As for a marriage under strain, ..." reads as a template's seam. */
export function adviceLines(theme: ThemeId): string[] {
  return [...THEME_LORE[theme].advice];
}

/** A closing thought by the kind of question asked; used when an answer needs one more sentence. */
export const FORM_ADVICE: Record<QuestionForm, readonly string[]> = {
  'yes-no': [
    'A yes from the stars is only as good as the next concrete step, so decide what that step is and when you will take it.',
    'Set this answer beside the facts and your own instinct; the chart is one voice among several, and the decision stays yours.',
    'Whatever you choose, fix a date on which you will look back honestly at how it is going.',
  ],
  when: [
    'Mark these dates in your calendar and prepare in the weeks before them, rather than waiting for the day itself.',
    'Timing helps, but it does not act for you: use the quieter weeks in between to get ready.',
    'Windows like these reward the people who are already moving when they open.',
  ],
  how: [
    'Start with the smallest of these steps this week; momentum matters more than a perfect plan.',
    'Write the steps down and tick them off; progress you can see keeps you going.',
    'Pick one step, give it a date, and tell someone, so that it becomes a promise rather than a wish.',
  ],
  why: [
    'Understanding the pattern is the first half of changing it; the second half is one different choice, repeated.',
    'Be patient with yourself here: what took years to form changes by practice, not by a single insight.',
    'Seeing where a pattern comes from takes away some of its weight; the rest goes with time and new habits.',
  ],
  open: [
    'Come back to this answer in a few months; what the chart describes tends to become clearer as it unfolds.',
    'Read this as a map rather than a forecast: it shows the terrain, and you choose the route.',
    'Keep a note of what happens around the dates I give; you will learn how your chart speaks to you.',
  ],
};

/** How a ruling planet's element colours the chosen subject, for the subject chapter; clauses after "here it ...". */
export const SUBJECT_ELEMENT_LORE: Record<Subject, Record<Element, readonly string[]>> = {
  love: {
    Fire: [
      'loves openly and wants romance with some daring in it',
      'is lit by admiration and cools when love turns routine',
    ],
    Earth: [
      'shows love through loyalty, touch and practical care',
      'trusts love that proves itself over time more than love that dazzles',
    ],
    Air: [
      'falls for a mind first and needs a partner to talk with',
      'keeps love alive through conversation, wit and shared ideas',
    ],
    Water: ['loves deeply and reads a partner’s moods without a word', 'needs emotional safety before it opens fully'],
  },
  marriage: {
    Fire: [
      'wants a marriage that keeps its spark and its shared adventures',
      'commits with enthusiasm and needs a partner who cheers you on',
    ],
    Earth: [
      'builds a union on shared plans, a home and steady habits',
      'sees marriage as a promise kept in daily, practical ways',
    ],
    Air: [
      'looks for a spouse who is also a friend and an equal',
      'keeps a union healthy by talking things through early',
    ],
    Water: ['seeks a marriage that feels like a safe harbour', 'binds itself for life once trust is earned'],
  },
  family: {
    Fire: [
      'brings warmth and energy to family life, and sometimes heat',
      'wants a family that laughs loudly and forgives quickly',
    ],
    Earth: [
      'cares for family through reliable, practical help',
      'feels at home where traditions and routines are kept',
    ],
    Air: [
      'keeps family close through talk, news and shared jokes',
      'needs room for different opinions at the family table',
    ],
    Water: [
      'feels family bonds in the body and remembers every kindness',
      'is the one who senses when someone at home is hurting',
    ],
  },
  career: {
    Fire: [
      'works best where it can lead, start things and be seen',
      'needs goals that excite you, not only goals that pay',
    ],
    Earth: [
      'builds a career step by step, with results others can count on',
      'is valued for reliability and a practical eye',
    ],
    Air: [
      'thrives in work full of people, ideas and communication',
      'does best where it can think, connect and negotiate',
    ],
    Water: ['does its best work where it can care, sense and imagine', 'needs work that means something to the heart'],
  },
  money: {
    Fire: ['earns through initiative and spends on impulse', 'makes money boldly and needs a rule to keep some of it'],
    Earth: ['builds money slowly and keeps it well', 'has a natural feel for value, quality and saving'],
    Air: ['earns through ideas, contacts and information', 'does best when it plans on paper before it buys'],
    Water: [
      'spends on people and comfort, and saves for safety',
      'links money to security and feels its ups and downs deeply',
    ],
  },
  health: {
    Fire: [
      'has strong bursts of energy and needs movement to stay well',
      'runs hot and recovers fast, but burns out if it never rests',
    ],
    Earth: ['stays well through routine, good food and time outdoors', 'builds strength slowly and keeps it'],
    Air: ['feels stress in the nerves and breath first', 'needs mental rest as much as physical rest'],
    Water: [
      'feels emotions in the body and heals through rest and comfort',
      'is sensitive to surroundings and needs calm to recover',
    ],
  },
  friends: {
    Fire: ['is a generous, lively friend who gathers people around', 'bonds through shared adventures and big plans'],
    Earth: ['is the steady friend who shows up and remembers', 'keeps a few friends for a lifetime'],
    Air: ['makes friends easily through talk and shared interests', 'links people and loves a wide, varied circle'],
    Water: ['forms deep, loyal friendships with a few people', 'is the friend others confide in'],
  },
};

/** How the sign's mode adds to the picture; whole sentences carrying the planet and sign. */
export const MODALITY_LORE: Record<Modality, readonly ((body: string, sign: string) => string)[]> = {
  Cardinal: [
    (body, sign) =>
      `${sign} is a cardinal sign, so your ${body} likes to make the first move rather than wait for one.`,
    (body, sign) => `Being cardinal, ${sign} gives your ${body} the urge to begin, decide and steer.`,
  ],
  Fixed: [
    (body, sign) =>
      `${sign} is a fixed sign: your ${body} holds its course once it has chosen, for better and for worse.`,
    (body, sign) => `As a fixed sign, ${sign} lends your ${body} staying power and a dislike of sudden change.`,
  ],
  Mutable: [
    (body, sign) =>
      `${sign} is a mutable sign, so your ${body} adapts quickly and can change its mind as the facts change.`,
    (body, sign) => `Being mutable, ${sign} makes your ${body} flexible, curious and quick to adjust.`,
  ],
};

// The chosen subject's chapter: variants filled with this chart's planets, signs and houses.

export function subjectIntroLines(label: string, planets: string, houses: string | null): string[] {
  if (houses === null) {
    return [
      `You asked me about ${label}. This subject is read through ${planets}, and through houses that need your birth time to be placed, so the planets carry this chapter.`,
      `For ${label}, your chart speaks through ${planets}; the houses that also belong to it need a birth time, so I have leaned on the planets.`,
    ];
  }
  return [
    `You asked me about ${label}. In your chart this subject is read through ${planets} and through your ${houses}, so that is where I looked first.`,
    `To read ${label} for you, I started with ${planets} and with your ${houses}, the parts of the chart that speak for it.`,
    `${label.charAt(0).toUpperCase()}${label.slice(1)} lives in two places in your chart: in ${planets}, and in your ${houses}. I began there.`,
  ];
}

export function subjectPlanetLines(placement: string, label: string, clause: string, felt: string | null): string[] {
  return [
    `${placement}: in ${label} it ${clause}.`,
    `Start with ${placement}: for ${label}, it ${clause}${felt ? `, and you feel it most ${felt}` : ''}.`,
  ];
}

export function subjectHouseLines(
  ordinalHouse: string,
  area: string,
  cusp: string,
  ruler: string,
  rulerPlace: string,
): string[] {
  return [
    `Your ${ordinalHouse} house, ${area}, begins in ${cusp} and is ruled by ${ruler}, placed in ${rulerPlace}.`,
    `${cusp} sits on the cusp of your ${ordinalHouse} house, ${area}, which makes ${ruler} its ruler, and ${ruler} stands in ${rulerPlace}.`,
  ];
}

export function subjectTenantLines(ordinalHouse: string, area: string, ruler: string, tenants: string[]): string[] {
  if (tenants.length === 0) {
    return [
      `Your ${ordinalHouse} house holds no planet, so ${ruler} runs ${area} from a distance, quietly and reliably.`,
      `With no planet inside, your ${ordinalHouse} house leaves ${area} to ${ruler}, which keeps things steadier than you might think.`,
    ];
  }
  // Mid-sentence, "The Moon" becomes "the Moon".
  const names = tenants.map((t) => t.replace(/^The /, 'the '));
  const inside = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  const who =
    tenants.length === 1
      ? `${tenants[0]} lives`
      : `${tenants.slice(0, -1).join(', ')} and ${tenants[tenants.length - 1]} live`;
  return [
    `${who} in your ${ordinalHouse} house, which makes ${area} a central theme of your life.`,
    `Your ${ordinalHouse} house is occupied, with ${inside} inside, so this part of life asks for more of your attention than it does for most people.`,
  ];
}

export function midheavenLines(sign: string, clause: string): string[] {
  return [
    `Your Midheaven, the summit of the chart, is in ${sign}: the public side of you ${clause}.`,
    `At the top of your chart stands ${sign}, the sign of your Midheaven, and the working self it describes ${clause}.`,
  ];
}

/** `many` when `planets` names more than one, for the verbs to agree. */
export function subjectBalanceLines(
  label: string,
  planets: string,
  many: boolean,
  easy: number,
  hard: number,
): string[] {
  const Planets = `${planets.charAt(0).toUpperCase()}${planets.slice(1)}`;
  const [make, act, receive] = many ? ['make', 'they act', 'receive'] : ['makes', 'it acts', 'receives'];
  if (easy + hard === 0) {
    return [
      `${Planets} ${make} no major aspect, so in ${label} ${act} on ${many ? 'their' : 'its'} own terms, without outside help or pressure.`,
      `No major aspect touches ${planets}: in ${label} you move by your own lights, neither pushed nor carried.`,
    ];
  }
  if (easy >= hard) {
    return [
      `${Planets} ${receive} ${easy} flowing and ${hard} demanding major aspects, conjunctions counted by the planets they join: in ${label} you have more natural support than you may think.`,
      `Counting every major aspect to ${planets}, conjunctions included, I find ${easy} that flow and ${hard} that ask for effort, so ${label} comes to you more easily than you may fear.`,
    ];
  }
  return [
    `${Planets} ${receive} ${hard} demanding and ${easy} flowing major aspects, conjunctions counted by the planets they join: ${label} is where you grow by effort, and where your successes are truly your own.`,
    `Counting every major aspect to ${planets}, conjunctions included, I find ${hard} that ask for effort and ${easy} that flow: in ${label} you build strength by meeting resistance.`,
  ];
}
