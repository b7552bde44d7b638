import type { PairTable } from './aspect-pair-lore';

/** The Sun's and the Moon's pairs with the other planets, by aspect; all original to this project. */
export const LUMINARY_PAIRS: PairTable = {
  'Sun-Moon': {
    nature: 'blended',
    Conjunction: [
      'You were born close to a New Moon, so what you want and what you need point the same way: you throw yourself wholly into things, and you do best when you step back now and then to see them from outside.',
      'Will and feeling start from the same place in you; when you care, you act, and when you act, you care. The gift is wholeheartedness, the lesson is remembering that others see life from another angle.',
    ],
    Sextile: [
      'Your head and your heart are on speaking terms: you can usually find a plan that also feels right, and a short honest check-in with yourself keeps them aligned.',
      'What you aim for and what comforts you support each other, so a home life that feeds your ambitions is within reach once you choose to arrange it.',
    ],
    Square: [
      'What you want and what you need rarely ask for the same thing at the same moment; the restlessness this brings is also why you keep growing, and it eases when each gets its own time in your week.',
      'You may have grown up between two quite different temperaments, and part of you still negotiates between them; each time you meet a feeling with action instead of judgement, the gap narrows.',
    ],
    Trine: [
      'Your purpose and your emotions run in the same direction, which gives you an inner ease that people find reassuring; you can usually trust your gut about what is right for you.',
      'There is a natural peace between your conscious aims and your instincts, so you recover from setbacks faster than most and rarely stand in your own way.',
    ],
    Opposition: [
      'You were born close to a Full Moon: you see both sides of almost everything, and relationships are where you discover what you really want. Balance comes when you stop letting others carry one half of you.',
      'Your will and your feelings face each other like two people across a table; the aim is not to let one win but to keep them talking, and your closest bonds often stage that conversation for you.',
    ],
  },
  'Sun-Mercury': {
    nature: 'blended',
    Conjunction: [
      'Your mind works in the service of who you are: you think about what matters to you and speak with conviction. Just remember that another person\u2019s idea is not an attack on your identity.',
      'Thought and self are closely woven in you, so you often discover who you are by talking it through; a notebook or a trusted listener does you a great deal of good.',
    ],
    Sextile: [
      'Your ideas and your aims help each other, so you can explain what you want clearly once you give yourself a moment to find the words.',
      'Learning feeds your confidence: each new skill you pick up tends to open a door toward the life you want.',
    ],
    Square: [
      'Your thinking sometimes races ahead of what you truly want, or lags behind it, so decisions can feel noisy; writing the options down settles the argument.',
      'You can talk yourself into and out of things quickly; the friction sharpens your mind once you let big decisions rest for a night.',
    ],
    Trine: [
      'Your words carry your intentions faithfully: people understand what you mean, and your mind works happily on the goals you care about.',
      'Study and self-expression come naturally, and you tend to think most clearly about exactly the things that matter to you.',
    ],
    Opposition: [
      'You often meet your own thoughts in other people first: a conversation with someone who disagrees shows you what you really believe.',
      'Your mind and your sense of self pull in opposite directions, which makes you a fair judge of both sides once you stop arguing with yourself.',
    ],
  },
  'Sun-Venus': {
    nature: 'easy',
    Conjunction: [
      'Charm is part of your nature: you want to be liked, and usually are, and beauty, art or good company recharge you more than rest alone.',
      'Your sense of self and your love of harmony are fused, so you shine when you make something pleasing or bring people together; take care not to keep the peace at the cost of your own view.',
    ],
    Sextile: [
      'A warm, sociable streak supports your goals: a kind word or a well-chosen gesture opens doors that effort alone would not.',
      'Your talent for pleasing people helps your ambitions whenever you remember to use it, and friendships often turn into opportunities.',
    ],
    Square: [
      'What you want for yourself and what you want from love can pull apart; you are learning to value yourself without waiting for someone else to confirm it.',
      'Pleasure and purpose compete for your time, and the friction teaches you which comforts feed you and which only distract you.',
    ],
    Trine: [
      'Affection and self-expression flow together: you are easy to be around, and creative or social work suits you well.',
      'You have a graceful way of being yourself, and people tend to meet you with goodwill before you have asked for anything.',
    ],
    Opposition: [
      'You look for yourself in a partner\u2019s eyes; relationships mirror your worth back to you, and the lesson is to keep your own centre while you love.',
      'Your own path and the wish to please face each other; choose the people who admire you as you are rather than the version you perform.',
    ],
  },
  'Sun-Mars': {
    nature: 'hard',
    Conjunction: [
      'Your will and your drive are one force: you act fast, compete gladly and hate to wait. The test is heat, so give your energy a daily outlet before it turns into impatience with people.',
      'There is a lot of fire in you; you light up when there is something to fight for and flag when there is not, and physical effort keeps this power clean.',
    ],
    Sextile: [
      'Courage supports your aims: once you decide something, the energy to act on it arrives, especially when someone offers you a challenge.',
      'You have an easy initiative that people trust, and a small bold step is often all it takes to turn a wish into a project.',
    ],
    Square: [
      'Your drive and your sense of self strike sparks off each other, which can make you quick to anger or to overdo things; aimed well, the same spark gives you stamina for hard goals.',
      'You may feel you have to prove yourself and push harder than the task needs; rest is not defeat, and your energy lasts longer when you ration it.',
    ],
    Trine: [
      'Energy and purpose work hand in hand: you recover quickly, act with confidence, and people follow your lead without being pushed.',
      'You have natural vitality and the nerve to use it; sport, competition or any honest challenge brings out your best.',
    ],
    Opposition: [
      'Other people\u2019s drive tends to test yours: rivals, bosses or partners push your buttons until you learn to choose which battles are worth it.',
      'Your will meets its match in others, so conflict often arrives from outside; the lesson is cooperation between equals, neither surrender nor conquest.',
    ],
  },
  'Sun-Jupiter': {
    nature: 'easy',
    Conjunction: [
      'Generosity and confidence are fused in you: you think big, expect life to be kind, and often it is. The only watch-point is promising more than a day can hold.',
      'You carry a natural optimism that opens doors; mentors, teachers and faraway places tend to enlarge your life, and you enlarge other people\u2019s in return.',
    ],
    Sextile: [
      'Opportunities reach you through people and learning: say yes to the course, the trip or the introduction, and luck tends to follow.',
      'Your confidence grows with every new horizon, and a small act of faith in yourself usually pays back more than you expected.',
    ],
    Square: [
      'Your appetite for more can outrun your means or your calendar; the lesson is measure, and once you have it your vision becomes a real asset.',
      'You sometimes aim so high that everyday life feels small; choose one big hope and give it a plan, and the restlessness becomes momentum.',
    ],
    Trine: [
      'You have a lucky streak that comes from trusting life: people like to help you, and you meet setbacks with good humour.',
      'Confidence and wisdom flow together in you, which makes you a natural teacher, host or encourager of others.',
    ],
    Opposition: [
      'Other people often bring you your biggest chances, and sometimes your biggest temptations; learn to tell generosity from flattery.',
      'You are pulled between your own aims and the larger promises others hold out; weigh each offer against what you actually want.',
    ],
  },
  'Sun-Saturn': {
    nature: 'hard',
    Conjunction: [
      'Duty is woven into your identity: you took life seriously early and you build slowly, but what you build stands. Give yourself credit before the job is finished.',
      'You may have felt older than your years as a child; self-discipline is your strength, and lightness is the skill you are learning, year by year.',
    ],
    Sextile: [
      'Patience supports your aims: add a little structure to a goal, a timetable, a budget, a first step, and it tends to succeed.',
      'People trust your reliability, and older or more experienced people often help you once you show them a serious plan.',
    ],
    Square: [
      'You can be hard on yourself, and authority may once have felt like an obstacle; each year your self-respect grows as you see what your effort has built.',
      'There is a brake on your confidence that slows early starts and strengthens later ones, so what you achieve in your thirties and beyond tends to be solid.',
    ],
    Trine: [
      'Discipline comes easily to you: you know how to work steadily, and your achievements grow with time rather than fading.',
      'You have natural common sense and a calm respect for limits, which makes you someone people rely on and promote.',
    ],
    Opposition: [
      'Responsibilities, or demanding people, seem to stand across from you; learn where your duty ends and theirs begins, and the pressure turns into strength.',
      'You may meet critics and authority in other people until you own your own authority; then the same people become your allies.',
    ],
  },
  'Sun-Uranus': {
    nature: 'blended',
    Conjunction: [
      'Independence is part of who you are: you need to do things your own way, and you often see what is coming before others do. Routine drains you; originality is your fuel.',
      'You were born with a streak of the rebel and the inventor, and the sudden turns in your life tend to set you free rather than break you.',
    ],
    Sextile: [
      'Fresh ideas support your aims: new tools, unusual friends or a change of routine give you an edge when you let them in.',
      'You adapt well, and a willingness to try the unconventional route often opens a better way than the expected one.',
    ],
    Square: [
      'A restless urge for freedom can collide with your plans and bring abrupt changes of direction; build a life with room to move, and the jolts become choices.',
      'You resist being told what to do, sometimes even by yourself; put the rebellion into a cause or a craft and it becomes originality.',
    ],
    Trine: [
      'Your individuality flows easily: you can be different without a fight, and people find your ideas refreshing rather than threatening.',
      'Change tends to work in your favour, and you have a gift for spotting what is new and useful before it is obvious.',
    ],
    Opposition: [
      'Unpredictable people and events test your plans; the lesson is flexibility, and the reward is a freer life than you would have chosen alone.',
      'You swing between wanting stability and wanting escape, and others often play the side you neglect; give each a place in your life.',
    ],
  },
  'Sun-Neptune': {
    nature: 'blended',
    Conjunction: [
      'Imagination and compassion are part of your identity: you sense what others feel and are moved by music, art or faith. Protect your energy and test your ideals against the facts.',
      'You are more porous than most, so other people\u2019s moods reach you easily; creative or caring work gives that sensitivity a home, and clear boundaries keep it from draining you.',
    ],
    Sextile: [
      'Intuition supports your goals: a hunch, a dream or an artistic impulse often points the way, and a little practice turns it into a skill.',
      'You can inspire people gently, and helping others or making something beautiful strengthens your own sense of purpose.',
    ],
    Square: [
      'Your ideals and your sense of self can blur, so you may doubt your direction or idealise the wrong person; write your goals down and test them against daily life.',
      'Escapes tempt you when life feels heavy; choose the ones that restore you, such as music, water or sleep, over the ones that only numb.',
    ],
    Trine: [
      'Imagination flows through you easily: creative, spiritual or caring work feels natural, and your kindness is sincere.',
      'You have a gentle sensitivity that people trust, and your intuition about what others need is usually right.',
    ],
    Opposition: [
      'You may meet confusion or disappointment through others until you learn to see people as they are, not as you hope; then your compassion becomes wise.',
      'Other people\u2019s needs can pull you away from your own path; helping is a gift, rescuing is a trap.',
    ],
  },
  'Sun-Pluto': {
    nature: 'hard',
    Conjunction: [
      'There is intensity at your core: you go all the way or not at all, and you have lived through changes that made you stronger. Use your power openly and it will never need to work in secret.',
      'You are a deeper character than you may show; crises tend to reveal your strength, and you can rebuild your life more than once.',
    ],
    Sextile: [
      'Your will has depth: once you commit to a change you can carry it through, and you read situations with unusual insight.',
      'Research, psychology or any work that goes beneath the surface suits you, and your quiet determination earns respect.',
    ],
    Square: [
      'Power struggles may have shaped you, with authority or within yourself; let go of control where it is not needed, and your strength turns into resilience.',
      'You can push yourself to extremes; transformation is your gift, but it needs rest between the rounds.',
    ],
    Trine: [
      'You have a calm, deep strength: you recover from hard times, and you can change a situation without raising your voice.',
      'Change that frightens others feels manageable to you, and your instinct for what lies beneath the surface is rarely wrong.',
    ],
    Opposition: [
      'Intense people seem drawn to you, and through them you meet your own power; refuse to be controlled, and refuse to control.',
      'Relationships can turn into contests of will; when you stop bargaining for power, you find it was yours all along.',
    ],
  },
  'Moon-Mercury': {
    nature: 'blended',
    Conjunction: [
      'You think with your feelings and feel with your mind: you remember what was said and how it felt, and talking things over is how you heal.',
      'Your moods and your thoughts travel together, so you sense the atmosphere of a room quickly and find the right words for it.',
    ],
    Sextile: [
      'You can put feelings into words without fuss, which makes you a good listener and a comforting voice for others.',
      'Reading, writing or simply talking with a friend settles you quickly; your mind knows how to look after your heart.',
    ],
    Square: [
      'Head and heart argue in you: you may overthink a feeling or speak before you have felt it through, and a pause before answering helps.',
      'Worry is the shadow here; give your mind a task, a list, a walk or a page of notes, and your emotions calm down.',
    ],
    Trine: [
      'Feelings and words flow together, so you express yourself with warmth and tact, and people feel understood by you.',
      'You have a good memory and an instinctive intelligence, and you learn best whatever you care about.',
    ],
    Opposition: [
      'Your logic and your emotions often stand on opposite sides, and others may voice the one you are ignoring; listen to both before you decide.',
      'You can see a situation rationally or emotionally, though rarely both at once; conversations with people you trust join the two.',
    ],
  },
  'Moon-Venus': {
    nature: 'easy',
    Conjunction: [
      'Tenderness comes naturally to you: you need affection and give it freely, and a beautiful, comfortable home is a real source of strength.',
      'Your feelings and your affections are one, so kindness, art and good company soothe you, and you have a gift for making people feel welcome.',
    ],
    Sextile: [
      'Warmth and good taste support your emotional life; small pleasures such as flowers, music or a shared meal restore you quickly.',
      'You make friends easily, and a little effort to stay in touch keeps a loving circle around you.',
    ],
    Square: [
      'What makes you feel safe and what you find attractive do not always match; you are learning to choose love that comforts as well as charms.',
      'You can swing between wanting closeness and wanting admiration; noticing which one is speaking helps you ask for the right thing.',
    ],
    Trine: [
      'Emotional ease and affection flow together in you: you are gentle company and usually find love and friendship without a struggle.',
      'You have a natural grace in caring for others, and your home tends to be a place where people like to stay.',
    ],
    Opposition: [
      'Your needs and your desires face each other, and partners often show you which one you have neglected; balance giving with receiving.',
      'You may look to others to make you feel lovable; the more kindly you treat yourself, the better the people you attract.',
    ],
  },
  'Moon-Mars': {
    nature: 'hard',
    Conjunction: [
      'Your feelings come with force: you react quickly, defend what you love fiercely and cannot hide anger for long. Honest words early prevent explosions later.',
      'Emotion and action are fused in you, so you are brave for the people you care about, and exercise is emotional hygiene for you.',
    ],
    Sextile: [
      'You turn feelings into action easily: when something upsets you, you do something about it, and that keeps you from brooding.',
      'Emotional courage supports you, and you can say what you need without drama whenever you choose to.',
    ],
    Square: [
      'Your temper and your tenderness live close together; stress can make you irritable, and learning what sets you off turns reactions into choices.',
      'Home may once have been a place of tension; physical outlets and clear boundaries let your feelings move without hurting anyone.',
    ],
    Trine: [
      'You have emotional vitality: you bounce back quickly, act on your instincts and protect the people you love with natural confidence.',
      'Your feelings and your energy cooperate, which gives you courage in a crisis and the stamina to care for others.',
    ],
    Opposition: [
      'Other people\u2019s anger or pushiness stirs your feelings strongly; learn to respond instead of react, and conflicts shrink.',
      'You swing between needing comfort and needing a fight; give each a safe outlet and your close relationships calm down.',
    ],
  },
  'Moon-Jupiter': {
    nature: 'easy',
    Conjunction: [
      'You have a generous heart and a hopeful temperament: you comfort others readily and tend to expect the best, which often brings it.',
      'Emotional warmth and optimism are fused in you; you need room, growth and meaning, and a cramped life makes you restless.',
    ],
    Sextile: [
      'Your good humour carries you through hard days, and the kindness you show tends to come back to you.',
      'Travel, learning or a wider circle of friends lifts your spirits whenever you reach for them.',
    ],
    Square: [
      'Your feelings can run large: when upset you may overpromise, overeat or overgive, and generosity works best when it includes you.',
      'You can expect too much of home or of the people in it; a little realism keeps your big heart from being let down.',
    ],
    Trine: [
      'You were born with emotional luck: people want to help you, and you have a gift for lifting the mood of a room.',
      'Faith and feeling flow together, so you come through disappointments with your hope intact.',
    ],
    Opposition: [
      'You swing between needing security and needing adventure, and others may promise you more than they deliver; keep your own counsel.',
      'Your heart grows through people from very different backgrounds; their world enlarges yours, as long as you stay grounded.',
    ],
  },
  'Moon-Saturn': {
    nature: 'hard',
    Conjunction: [
      'You learned early to hold your feelings in, and you may still feel you have to earn comfort; your reliability is a gift, so let others look after you too.',
      'Emotion and duty are bound together in you: you stay steady in a crisis, though you may forget to rest, and routines soothe you more than surprises do.',
    ],
    Sextile: [
      'You manage your feelings sensibly, which makes you a calm presence, and a simple routine is your best emotional support.',
      'Long friendships and older people steady you, and your loyalty is quietly valued.',
    ],
    Square: [
      'Part of you believes you must be strong on your own; it has made you capable, and it softens when you let one or two people in.',
      'You can be stern with your own needs; treat them as you would a friend\u2019s, with patience rather than judgement.',
    ],
    Trine: [
      'You are emotionally mature and dependable: you carry responsibility calmly, and your feelings deepen with time.',
      'Structure comforts you, and you build a secure home life step by step.',
    ],
    Opposition: [
      'Responsibilities to others can weigh on your heart; look for the balance between duty and tenderness, including tenderness for yourself.',
      'You may meet coldness or criticism in others until you stop expecting it; your own warmth is the remedy.',
    ],
  },
  'Moon-Uranus': {
    nature: 'blended',
    Conjunction: [
      'Your feelings change fast and you need emotional freedom; you are happiest with people who give you room and the occasional surprise.',
      'You pick up moods like an antenna and react suddenly, and a life with variety and independence is what keeps you steady.',
    ],
    Sextile: [
      'You bring fresh ideas into home and family life, and a change of scene revives you quickly.',
      'Unusual friendships feed you emotionally, and you are at ease with people who are different.',
    ],
    Square: [
      'Your need for space can collide with closeness; tell the people you love that your need for air is not a rejection.',
      'Sudden changes at home may have shaped you; now you can choose your changes instead of waiting for them.',
    ],
    Trine: [
      'You adapt emotionally with ease: the unexpected rarely throws you for long, and your intuition is quick.',
      'You feel free to be yourself in close relationships, and you give others the same freedom.',
    ],
    Opposition: [
      'People who come and go, or partners who need independence, test your need for security; the lasting stability is the one you find within.',
      'You swing between wanting closeness and wanting freedom; honest agreements about space make room for both.',
    ],
  },
  'Moon-Neptune': {
    nature: 'blended',
    Conjunction: [
      'You are deeply sensitive and imaginative: you absorb atmospheres and need quiet time to come back to yourself.',
      'Your feelings have a dreamlike quality; art, music or prayer renew you, and it helps to ask whether a feeling is yours or someone else\u2019s.',
    ],
    Sextile: [
      'Your intuition supports you emotionally; listen to it and give it a form, such as a journal or a creative hobby.',
      'Compassion comes easily to you, and helping others in measured doses nourishes you too.',
    ],
    Square: [
      'You may idealise people or places and then feel let down; looking clearly is not cynicism, it protects your tender heart.',
      'Boundaries are your lesson: you feel other people\u2019s pain so easily that you must learn where you end and they begin.',
    ],
    Trine: [
      'You have a gentle empathy and a rich imagination, and creative or caring activities come naturally.',
      'Your intuition about people is strong and usually kind, and you find peace near water, in music or in solitude.',
    ],
    Opposition: [
      'You may be drawn to people who need rescuing; care for them without losing yourself.',
      'Other people\u2019s dreams can sweep you away; check the facts before you give your heart.',
    ],
  },
  'Moon-Pluto': {
    nature: 'hard',
    Conjunction: [
      'Your feelings run deep and strong: you bond intensely and find it hard to let go, and trust grows slowly but, once given, is total.',
      'You have emotional power: you see through masks and sense what is hidden, and saying what you feel, rather than holding it, keeps that power healthy.',
    ],
    Sextile: [
      'You can turn difficult feelings into insight, and people come to you in a crisis because you stay steady.',
      'Your emotional depth gives you resilience, and you can change an old habit once you truly decide to.',
    ],
    Square: [
      'Intense experiences may have left you wary of being vulnerable; healing comes when you let someone safe see the whole picture.',
      'Jealousy or a need for control can flare when you feel insecure; naming the fear takes away its sting.',
    ],
    Trine: [
      'You have a calm emotional strength: you can hold what others find overwhelming and help them through it.',
      'Your instincts are penetrating and your loyalty deep, and you regenerate after loss.',
    ],
    Opposition: [
      'Close relationships bring out strong feelings and tests of power; the work is to share power rather than fight over it.',
      'Others may try to control you, or you them; honest talk about needs dissolves the contest.',
    ],
  },
};
