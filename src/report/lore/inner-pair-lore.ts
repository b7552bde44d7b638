import type { PairTable } from './aspect-pair-lore';

/** Mercury's, Venus's and Mars's pairs with the planets after them, by aspect; all original to this project. */
export const INNER_PAIRS: PairTable = {
  'Mercury-Venus': {
    nature: 'easy',
    Conjunction: [
      'You speak with charm and think in pictures; a gift for tactful words, writing or design is yours to develop.',
      'Your mind loves beauty and balance, so you persuade by pleasing rather than pushing, and people enjoy your conversation.',
    ],
    Sextile: [
      'Kind words come easily to you, and a note, a compliment or a well-timed message often smooths your way.',
      'You learn best when the subject delights you, and a creative hobby keeps your mind sharp.',
    ],
    Square: [
      'You may say what people want to hear rather than what you think; honest kindness serves you better than pleasant vagueness.',
      'Your tastes and your reasoning can disagree, so let both have their say before you decide what you value.',
    ],
    Trine: [
      'Grace in speech and a sense of proportion make you a natural diplomat, writer or designer.',
      'Your thinking is balanced and pleasant, and you tend to find the words that bring people together.',
    ],
    Opposition: [
      'You weigh your own opinion against other people\u2019s approval; saying what you think, kindly but plainly, earns more affection than agreeing.',
      'Conversations about love or money can feel like negotiations, and clarity and fairness carry them.',
    ],
  },
  'Mercury-Mars': {
    nature: 'hard',
    Conjunction: [
      'Your mind is quick and combative: you think fast, speak frankly and enjoy a good debate, so count to three before a sharp reply.',
      'Thought turns into action instantly with you; you are decisive and persuasive, though words can become weapons when you are tired.',
    ],
    Sextile: [
      'You argue your case well and act on ideas promptly, and practical problem-solving is one of your talents.',
      'A lively, direct mind helps you in negotiation, sport or any work that needs quick decisions.',
    ],
    Square: [
      'Arguments can heat up fast around you; your sharp mind becomes an asset once you learn to disagree without wounding.',
      'Nervous energy can make you rush, so slow down at the decisive moment and your choices improve.',
    ],
    Trine: [
      'You think and act in one motion, which makes you effective and convincing, especially under pressure.',
      'Your speech is direct and energetic, and you have a knack for practical skills, tools and machines.',
    ],
    Opposition: [
      'Others may challenge your ideas, and debates can turn into quarrels; look first for the point you can agree on.',
      'You meet your own sharpness in other people\u2019s words, and the lesson is to listen as hard as you argue.',
    ],
  },
  'Mercury-Jupiter': {
    nature: 'easy',
    Conjunction: [
      'Your mind is expansive: you love big ideas, stories and learning, and you explain things generously, though details can slip through the net.',
      'You think optimistically and speak persuasively, and teaching, publishing or travel suits your broad, curious mind.',
    ],
    Sextile: [
      'Learning opens doors for you: a course, a book or a journey can lead to real opportunities.',
      'Your good humour and wide view make conversations with you hopeful and productive.',
    ],
    Square: [
      'You may take on too many ideas at once or promise more than you have checked; aim your brilliance at one project at a time.',
      'Your mind likes to leap to conclusions, and a little fact-checking keeps your vision trustworthy.',
    ],
    Trine: [
      'You learn easily and see the meaning in things, and your judgement is usually generous and sound.',
      'You have a gift for explaining, teaching and seeing the bigger picture without losing your audience.',
    ],
    Opposition: [
      'You can be torn between the details and the big picture; other people\u2019s beliefs challenge yours, and the debate broadens you.',
      'You tend to over- or underestimate; listen to advisers, but weigh their promises.',
    ],
  },
  'Mercury-Saturn': {
    nature: 'hard',
    Conjunction: [
      'Your mind is careful and serious: you think before you speak and your word can be trusted; be less harsh with your own ideas.',
      'You have patience for detail and structure; study may have felt heavy early on, yet your mind matures into real expertise.',
    ],
    Sextile: [
      'Organised thinking is your strength: you plan well and explain things clearly.',
      'You learn steadily and remember what you learn, which makes you a trusted expert with time.',
    ],
    Square: [
      'Self-doubt can slow your thinking or keep you silent; your ideas are sounder than you fear, so give them a hearing.',
      'You may have felt misunderstood at school; structure and practice turn that old anxiety into mastery.',
    ],
    Trine: [
      'You think practically and precisely, and your words carry weight because you choose them with care.',
      'Concentration comes easily, so long projects, study and planning suit you.',
    ],
    Opposition: [
      'Critics may seem to stand across from your ideas; take what is useful from them and let the rest go.',
      'You weigh your thoughts against other people\u2019s authority; once you have checked your reasoning, trust it.',
    ],
  },
  'Mercury-Uranus': {
    nature: 'blended',
    Conjunction: [
      'Your mind is original and fast, full of flashes of insight; you think in leaps and get bored by repetition.',
      'You are an inventive thinker with a taste for technology and new ideas, so give others time to catch up before you move on.',
    ],
    Sextile: [
      'Fresh ideas come to you easily and you share them well, and experimenting keeps your mind bright.',
      'You pick up new systems quickly and can explain them to others.',
    ],
    Square: [
      'Your thoughts can scatter or rebel; nervous energy needs an outlet, and your best ideas arrive once you slow down.',
      'You may say provocative things; original thinking is welcome, but timing matters.',
    ],
    Trine: [
      'Inspiration comes easily: you see solutions others miss and change your mind quickly when the facts change.',
      'You have a mind made for technology, science or anything new.',
    ],
    Opposition: [
      'Other people\u2019s unconventional views challenge yours, and from the clash you develop your own originality.',
      'Plans can change suddenly because of others, so keep your thinking flexible.',
    ],
  },
  'Mercury-Neptune': {
    nature: 'blended',
    Conjunction: [
      'Your mind is imaginative and intuitive: you think in images and feelings, and poetry, music or storytelling suit you; write down the facts you need.',
      'You sense more than you can explain; your imagination is a gift, but double-check details and contracts.',
    ],
    Sextile: [
      'Intuition supports your thinking, and creative writing or visual work comes naturally.',
      'You can put subtle feelings into words, which makes you a gentle communicator.',
    ],
    Square: [
      'You may forget details or misread messages; writing things down and asking questions protects you.',
      'Your imagination can drift into worry or wishful thinking, so test your ideas against reality.',
    ],
    Trine: [
      'Imagination and intellect work together: you are intuitive, artistic and sensitive to nuance.',
      'You understand people without words and can put dreams into language.',
    ],
    Opposition: [
      'You may be misled by other people\u2019s words, or mislead yourself, so ask for clarity in writing.',
      'Other people\u2019s fantasies can cloud your thinking; keep your feet on the ground.',
    ],
  },
  'Mercury-Pluto': {
    nature: 'hard',
    Conjunction: [
      'Your mind is penetrating: you investigate, look behind appearances and rarely forget, and your words can be powerful, so use them wisely.',
      'You think deeply and strategically, and research, psychology or any kind of detective work suits you.',
    ],
    Sextile: [
      'You have a gift for getting to the heart of things, and your insights are sharp and useful.',
      'You persuade without force, because people sense you have thought things through.',
    ],
    Square: [
      'Your thoughts can become obsessive, or conversations turn into power struggles; let some questions rest.',
      'You may distrust what people say; your perceptiveness is real, but not every silence hides a secret.',
    ],
    Trine: [
      'Insight comes naturally to you: you understand what is hidden and can speak about difficult things calmly.',
      'You have a strong, focused mind that enjoys complex problems.',
    ],
    Opposition: [
      'Others may try to steer your thinking; stand your ground without turning it into a fight.',
      'Conversations with intense people transform your views; keep what rings true.',
    ],
  },
  'Venus-Mars': {
    nature: 'blended',
    Conjunction: [
      'Desire and affection are fused in you: you love passionately, attract easily and know what you want, and both creativity and romance run strong.',
      'You have a magnetic charm and a warm, physical way of caring, and you pursue love openly.',
    ],
    Sextile: [
      'You balance give and take in love with ease, and a little initiative usually wins the affection you hope for.',
      'Creative energy flows well, and you are good at making the first move gracefully.',
    ],
    Square: [
      'Love and desire may pull in different directions, bringing passionate but stormy relationships; learn to ask for what you want without a fight.',
      'You may be drawn to the person who challenges you; friction makes the chemistry, and tenderness keeps it alive.',
    ],
    Trine: [
      'Charm and courage work together: you attract partners easily and keep romance alive.',
      'You have a natural balance of tenderness and passion, and creative work comes easily.',
    ],
    Opposition: [
      'Attraction often comes through opposites, and relationships teach you to balance what you want with what you give.',
      'Partners bring out your passion and sometimes your temper; honesty about desire keeps things fair.',
    ],
  },
  'Venus-Jupiter': {
    nature: 'easy',
    Conjunction: [
      'This is one of the kindest meetings a chart can hold: you are warm, generous and good-humoured, and affection and good fortune tend to find you; only overindulgence needs watching.',
      'Your heart is big and your taste generous; love, art and company bring you luck, and you share it freely.',
    ],
    Sextile: [
      'Friendly connections bring you opportunities, and a warm gesture often comes back doubled.',
      'You have a light, sociable charm that opens doors in love and at work alike.',
    ],
    Square: [
      'You may want too much of a good thing, in love or in spending; generosity needs limits to stay a gift.',
      'You can idealise partners or overspend on pleasure, so enjoy, and keep an eye on the bill.',
    ],
    Trine: [
      'Grace and good fortune flow together: you are easy to love, and your relationships tend to help you grow.',
      'You attract generous people and chances, especially through art, hospitality or friendship.',
    ],
    Opposition: [
      'Others may promise more than they deliver, in love or in money, so keep your own values clear.',
      'You swing between personal pleasure and larger ideals, and a partner may widen your world.',
    ],
  },
  'Venus-Saturn': {
    nature: 'hard',
    Conjunction: [
      'Love is serious to you: you give your heart slowly and stay loyal, and if you once felt unloved or unworthy, time proves your value.',
      'You prefer lasting bonds to quick flings, and your affection deepens over years; let yourself enjoy things without earning them first.',
    ],
    Sextile: [
      'You build relationships steadily and handle money sensibly, and commitment comes naturally to you.',
      'Older partners or long friendships bring you stability, and your loyalty is valued.',
    ],
    Square: [
      'You may have feared rejection or felt that love had to be earned; patience and self-respect soften that fear.',
      'Love can feel like an exam; choose partners who show up consistently, and let yourself receive.',
    ],
    Trine: [
      'You are faithful and dependable in love, and your relationships mature well over time.',
      'You have good sense with money and a classic, lasting taste.',
    ],
    Opposition: [
      'Partners can seem distant or demanding; balance duty and tenderness, and ask plainly for what you need.',
      'You may attract people who test your worth, and the lesson is to value yourself first.',
    ],
  },
  'Venus-Uranus': {
    nature: 'blended',
    Conjunction: [
      'You love freedom as much as you love people, and unconventional bonds and sudden attractions are part of your story.',
      'Your taste is original and your affections change quickly; you need partners who are also friends.',
    ],
    Sextile: [
      'Unusual friendships and creative experiments bring you joy, and you attract interesting people easily.',
      'You keep love fresh with surprises and shared adventures.',
    ],
    Square: [
      'Sudden attractions and separations may mark your love life; honest talk about space helps you keep what you value.',
      'You need freedom in love and security too, and clear agreements make both possible.',
    ],
    Trine: [
      'You give the people you love their freedom, and they love you for it; your style is original and inspiring.',
      'Relationships bring you exciting growth without drama.',
    ],
    Opposition: [
      'Partners may be unpredictable or need independence; learn to love without clinging.',
      'You are drawn to the unusual in others, and when you allow them space the bond survives.',
    ],
  },
  'Venus-Neptune': {
    nature: 'blended',
    Conjunction: [
      'Your love is romantic and compassionate: you see the ideal in people and have a fine artistic sense, so look clearly before you give your heart.',
      'You have a gift for art, music and empathy, and in love you may dream more than you see.',
    ],
    Sextile: [
      'Your imagination brings beauty into love and art, and gentle gestures open hearts.',
      'You express love with sensitivity and inspire kindness in others.',
    ],
    Square: [
      'You may idealise partners and then feel disappointed; love the real person, not the picture.',
      'Money and love can blur with wishful thinking, so check the details.',
    ],
    Trine: [
      'You have a gentle, spiritual way of loving and real artistic talent.',
      'You love with compassion, and creative work soothes you.',
    ],
    Opposition: [
      'You may attract people who need saving; love wisely, not blindly.',
      'Other people\u2019s glamour can deceive you; let time reveal what is real.',
    ],
  },
  'Venus-Pluto': {
    nature: 'hard',
    Conjunction: [
      'You love intensely and all the way; relationships transform you, and you may choose passion over comfort.',
      'Your affections run deep and magnetic; jealousy is the shadow, loyalty the gift.',
    ],
    Sextile: [
      'Love deepens you, and you can steer a relationship toward growth.',
      'Your charm has depth, and you attract people who want more than the surface.',
    ],
    Square: [
      'Love may bring power struggles or obsession; learn to give without controlling and to receive without fearing loss.',
      'You have been through relationships that changed you profoundly, and each ending made you stronger.',
    ],
    Trine: [
      'You love with depth and loyalty, and your relationships heal and renew you.',
      'Your attraction is magnetic yet steady, and you change the people you love for the better.',
    ],
    Opposition: [
      'Intense partners test your boundaries; mutual respect, not control, keeps love alive.',
      'You meet powerful emotions through others; let love change you without losing yourself.',
    ],
  },
  'Mars-Jupiter': {
    nature: 'easy',
    Conjunction: [
      'Energy and optimism are fused in you: you act boldly, believe in your projects and inspire others to join in; just pace yourself.',
      'You have an enterprising spirit; sport, travel and adventure feed you, and you take risks with confidence.',
    ],
    Sextile: [
      'Initiative brings you luck: when you act on an opportunity, it often grows.',
      'Your enthusiasm motivates people, and you have good timing for bold moves.',
    ],
    Square: [
      'You may overextend, taking on too much or acting rashly; focus your zeal and it becomes unstoppable.',
      'Impatience and overconfidence are the risks, and enthusiasm needs a plan to go the distance.',
    ],
    Trine: [
      'Energy and opportunity flow together: you achieve a great deal with confidence and good humour.',
      'You have natural courage and good fortune in action, especially in sport, travel or business.',
    ],
    Opposition: [
      'Other people\u2019s ambitions challenge yours, and cooperation rather than competition brings the bigger win.',
      'You swing between acting and believing; let your principles steer your energy.',
    ],
  },
  'Mars-Saturn': {
    nature: 'hard',
    Conjunction: [
      'Drive and discipline are fused in you: you can work very hard and endure, but frustration builds when your energy is blocked, so choose long goals and steady effort.',
      'You have a controlled strength; you may have learned early to hold back anger, so find safe ways to let the energy out.',
    ],
    Sextile: [
      'You combine effort and patience well, and practical, sustained work suits you.',
      'Your energy is focused and reliable, and you are good at long projects.',
    ],
    Square: [
      'You may feel stopped just when you want to go, and frustration can turn to anger or exhaustion; steady pacing and clear goals help.',
      'Obstacles test your resolve, and each one you overcome builds real strength.',
    ],
    Trine: [
      'You have great endurance and can plan and carry out hard tasks with skill.',
      'Disciplined action comes naturally, and your achievements are solid.',
    ],
    Opposition: [
      'You alternate between pushing and holding back, and authority may block your way; strategy serves you better than force.',
      'Others may resist your plans, and patience wins where confrontation would not.',
    ],
  },
  'Mars-Uranus': {
    nature: 'hard',
    Conjunction: [
      'Your energy comes in bursts: you act suddenly, love a challenge and hate restriction, so take extra care with speed, tools and temper.',
      'You are a pioneer at heart, quick to break a rule that no longer serves; give the restlessness a worthy project.',
    ],
    Sextile: [
      'You act inventively and can turn a surprise to your advantage.',
      'Quick reflexes and fresh methods make you good in situations that change fast.',
    ],
    Square: [
      'Impatience can erupt suddenly; when you feel the urge to break free, pause before you act.',
      'You may rebel against constraints with force; choose your causes and your timing.',
    ],
    Trine: [
      'You have an inventive courage and act confidently in new situations.',
      'Your energy thrives on change, and you learn new skills fast.',
    ],
    Opposition: [
      'Others may provoke your impatience, or sudden events force your hand; stay flexible.',
      'You swing between action and independence, and other people\u2019s unpredictability tests your patience.',
    ],
  },
  'Mars-Neptune': {
    nature: 'blended',
    Conjunction: [
      'Your drive is inspired by ideals: you act for causes, for art or for others, and you need rest when your energy fades mysteriously.',
      'You have a subtle kind of strength, better at persuading than forcing, and dance, music or swimming suit you.',
    ],
    Sextile: [
      'You can act on inspiration, and creative or charitable work gives your energy purpose.',
      'Intuition guides your actions well when you trust it.',
    ],
    Square: [
      'Your energy can leak away into confusion or half-finished plans; clear goals and honest motives keep you on course.',
      'You may avoid direct conflict and then feel resentful; speak up early.',
    ],
    Trine: [
      'You combine imagination and action gracefully, and creative or healing work suits you.',
      'Your compassion moves you to act, and people sense your sincerity.',
    ],
    Opposition: [
      'Others can sap your energy or lead you astray; choose allies carefully.',
      'You may fight for other people\u2019s dreams; make sure your own are on the list.',
    ],
  },
  'Mars-Pluto': {
    nature: 'hard',
    Conjunction: [
      'You have formidable willpower and can push through almost anything; use that intensity for goals that are truly yours, and rest before you burn out.',
      'Your energy is deep and relentless, and in a crisis you are the one who acts; control is the shadow, courage the gift.',
    ],
    Sextile: [
      'You can channel intense energy into focused projects and see them through.',
      'Your determination is quiet but powerful, and you regenerate after effort.',
    ],
    Square: [
      'Power struggles and bursts of anger may test you; learn to use strength without force.',
      'You may push too hard or attract rivals; choose your battles wisely.',
    ],
    Trine: [
      'You have tremendous stamina and the ability to transform situations through effort.',
      'Your willpower is strong and steady, and you achieve what others think impossible.',
    ],
    Opposition: [
      'Others may challenge your power; cooperation is stronger than a contest of wills.',
      'Intense people test your strength, and you learn to stand firm without escalating.',
    ],
  },
};
