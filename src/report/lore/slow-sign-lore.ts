import type { SignTexts } from './personal-sign-lore';

// Original texts for the slower bodies, Chiron and the North Node: two variants per sign.

export const JUPITER_IN_SIGN: SignTexts = {
  Aries: [
    'Jupiter in Aries brings luck to the bold. Opportunities come when you take the initiative, and your faith in life is renewed each time you dare something new.',
    'With Jupiter in Aries, you grow by leading and starting. Your optimism is contagious; it serves you best when it comes with a plan for the second month as well as the first day.',
  ],
  Taurus: [
    'Jupiter in Taurus grows wealth and comfort slowly and surely. Patience, good taste and practical investments tend to pay you back generously over time.',
    'With Jupiter in Taurus, your abundance comes through the senses, through nature, food, craft and beautiful things, and through steady work that compounds year after year.',
  ],
  Gemini: [
    'Jupiter in Gemini finds its luck in words, contacts and curiosity. Writing, teaching, selling and networking open doors; the risk is spreading yourself over too many of them.',
    'With Jupiter in Gemini, your growth comes from learning and talking with many kinds of people. A chance conversation has more power in your life than in most.',
  ],
  Cancer: [
    'Jupiter is exalted in Cancer, where its generosity becomes warm and protective. Family, home and caring for others are the channels of your good fortune.',
    'With Jupiter in Cancer, your home is a source of luck: property, family ties and a welcoming table bring blessings that keep growing.',
  ],
  Leo: [
    'Jupiter in Leo grows through creativity, generosity and visibility. When you put yourself forward with warmth, life tends to answer with applause and opportunity.',
    'With Jupiter in Leo, your faith in yourself is your fortune. Children, art, performance and leadership are areas where you can shine on a large scale.',
  ],
  Virgo: [
    'Jupiter in Virgo finds abundance in the details. Your luck grows through useful skills, health, service and work done thoroughly, one improvement at a time.',
    'With Jupiter in Virgo, you grow by becoming excellent at something practical. Small daily habits, kept faithfully, carry you further than any grand leap.',
  ],
  Libra: [
    'Jupiter in Libra brings luck through partnerships, diplomacy and beauty. Agreements, marriages and collaborations are where your life expands most.',
    'With Jupiter in Libra, your generosity shows as fairness and grace. Other people open doors for you, so choose your allies with care and treat them well.',
  ],
  Scorpio: [
    'Jupiter in Scorpio grows through depth. Research, shared resources, psychology and crises you come through stronger are the sources of your wisdom and wealth.',
    'With Jupiter in Scorpio, you gain by going all the way in. Investments, inheritances and intense bonds can bring great rewards, as long as trust is honest on both sides.',
  ],
  Sagittarius: [
    'Jupiter rules Sagittarius, where its optimism is at its most natural. Travel, study, teaching and faith expand your life, and you are a natural source of encouragement.',
    'With Jupiter in Sagittarius, luck follows your sense of adventure. The wider your horizon, the more doors open; just watch that your promises stay the right size.',
  ],
  Capricorn: [
    'Jupiter in Capricorn grows slowly but solidly. Your good fortune comes through discipline, responsibility and long-term plans that gain value with time.',
    'With Jupiter in Capricorn, you prefer real achievements to empty hope. Your luck looks like hard work from outside, and it builds lasting status and security.',
  ],
  Aquarius: [
    'Jupiter in Aquarius brings luck through friends, groups and new ideas. Technology, community and causes larger than yourself open the widest doors.',
    'With Jupiter in Aquarius, your generosity is directed at people and at the future. Your vision of how things could be better attracts the right allies.',
  ],
  Pisces: [
    'Jupiter is at home in Pisces, where its generosity becomes compassion. Faith, art, healing and quiet help given freely bring blessings back to you.',
    'With Jupiter in Pisces, your intuition is a source of luck. Retreat, imagination and spiritual practice renew you and often point you to the right door.',
  ],
};

export const SATURN_IN_SIGN: SignTexts = {
  Aries: [
    'Saturn in Aries asks you to learn patience with your own impulses. Early on, acting alone may have felt risky; with time you become a steady, self-reliant leader.',
    'With Saturn in Aries, courage is a skill you build, not one you are handed. Each time you act on your own initiative despite fear, you earn lasting confidence.',
  ],
  Taurus: [
    'Saturn in Taurus takes money, possessions and security seriously. You learn to build resources carefully, and with time you can create remarkable stability.',
    'With Saturn in Taurus, self-worth is the long lesson. Fear of lack may push you to hold on; patient building slowly replaces that fear with real security.',
  ],
  Gemini: [
    'Saturn in Gemini makes thinking and speaking a craft to master. You may once have doubted your intelligence; careful study turns that doubt into authority.',
    'With Saturn in Gemini, you learn to think clearly and communicate responsibly. Your words carry weight because you choose them with care.',
  ],
  Cancer: [
    'Saturn in Cancer asks you to build emotional security, perhaps because home once felt uncertain. You grow into a dependable person others can lean on.',
    'With Saturn in Cancer, family duties may weigh on you. Over time you create the home you needed, with structures of care that last.',
  ],
  Leo: [
    'Saturn in Leo asks you to earn the right to shine. You may have felt unseen or held back; with maturity you express yourself with dignity and quiet authority.',
    'With Saturn in Leo, creativity and self-expression need discipline. Your work gains real value when you stop waiting for approval and keep creating.',
  ],
  Virgo: [
    'Saturn in Virgo makes work, health and method a serious matter. You are conscientious and precise; the lesson is to avoid letting perfectionism become a burden.',
    'With Saturn in Virgo, you earn authority through competence. Good routines and careful habits slowly build a life that works well.',
  ],
  Libra: [
    'Saturn is exalted in Libra, where it builds fair and lasting partnerships. You take commitments seriously, and your relationships mature with you.',
    'With Saturn in Libra, you learn balance in relationships through experience. Contracts, marriage and justice are areas where you earn respect over time.',
  ],
  Scorpio: [
    'Saturn in Scorpio teaches control of deep emotions and shared resources. You learn to face fear directly, and you become someone who can be trusted with secrets and crises.',
    'With Saturn in Scorpio, trust is built slowly and carefully. Once you have mastered your fears, you gain formidable inner strength.',
  ],
  Sagittarius: [
    'Saturn in Sagittarius makes belief a serious matter. You test your ideas against experience, and over time you build a philosophy that really holds.',
    'With Saturn in Sagittarius, learning, travel or faith can involve hard work before it brings reward. Your wisdom is earned, and therefore trustworthy.',
  ],
  Capricorn: [
    'Saturn rules Capricorn, so your sense of responsibility and your ambition are strong and natural. You build patiently and what you build lasts.',
    'With Saturn in Capricorn, you may have grown up early. Your reward comes with maturity: authority, respect and achievements that stand the test of time.',
  ],
  Aquarius: [
    'Saturn rules Aquarius in the old tradition, and here it builds structures for the group. You take friendships and social ideals seriously and work for them steadily.',
    'With Saturn in Aquarius, your independence is disciplined. You can reform systems from within, patiently turning new ideas into lasting institutions.',
  ],
  Pisces: [
    'Saturn in Pisces asks you to give form to feelings and dreams. You learn to set boundaries around your sensitivity, and your compassion becomes a steady strength.',
    'With Saturn in Pisces, faith and imagination need structure. A spiritual practice or creative discipline turns vague fears into quiet wisdom.',
  ],
};

export const URANUS_IN_SIGN: SignTexts = {
  Aries: [
    'Uranus in Aries gives your generation a pioneering, impatient streak. In your own life it shows as sudden urges to break free and start from scratch the moment a situation feels stale.',
    'With Uranus in Aries, independence arrives in flashes of nerve. Your originality shows in bold first moves that others only dare to copy once you have proved them possible.',
  ],
  Taurus: [
    'Uranus in Taurus shakes up ideas about money, work and the body. You may find unusual ways to earn or to live, and changes in what you value that feel abrupt at first and liberating later.',
    'With Uranus in Taurus, your originality is practical and slow to show. You innovate with material things, land, food, finance or craft, and when you finally change, you change for good.',
  ],
  Gemini: [
    'Uranus in Gemini gives a restless, inventive mind that delights in new ways of connecting. Your generation changed how people talk, write and learn, and you tend to pick up new tools before others hear of them.',
    'With Uranus in Gemini, ideas arrive like lightning. Sudden insights, unexpected contacts and unusual reading keep your thinking free, and routine conversation bores you quickly.',
  ],
  Cancer: [
    'Uranus in Cancer questions the traditional family. You may build a home, or a family, of your own design, far from what was expected of you, and feel freer for it.',
    'With Uranus in Cancer, your feelings can turn quickly and your sense of home is portable. Belonging, for you, is a circle of chosen people more than an address.',
  ],
  Leo: [
    'Uranus in Leo wants to create without rules. Your self-expression is original and a little defiant, and you bristle when someone tells you how you ought to shine.',
    'With Uranus in Leo, your generation redefined what it means to be an individual. You feel most alive when your heart leads you to something nobody around you has tried.',
  ],
  Virgo: [
    'Uranus in Virgo revolutionises work and health. You look for better methods and new tools, and you may be drawn to unusual approaches to wellbeing that you test for yourself.',
    'With Uranus in Virgo, your originality shows in the details of daily life. You improve systems in clever, unexpected ways, and a sudden change of routine often does you good.',
  ],
  Libra: [
    'Uranus in Libra rewrites the rules of relationships. You need freedom and equality in partnership, and you may choose a form of union that surprises your family.',
    'With Uranus in Libra, your generation questioned marriage and fairness alike. You want bonds built on choice rather than duty, and you keep them alive by letting them change.',
  ],
  Scorpio: [
    'Uranus in Scorpio brings sudden turns in matters of power, money and intimacy. Your generation broke taboos about what may be spoken, and you rarely flinch from a hard truth.',
    'With Uranus in Scorpio, your freedom is found in depth. A crisis can cut you loose, all at once, from something you had outgrown, and you come out lighter.',
  ],
  Sagittarius: [
    'Uranus in Sagittarius gives a free, roaming spirit. Your generation questioned inherited beliefs and looked for truth across borders, and you need a faith that leaves room for doubt.',
    'With Uranus in Sagittarius, travel, study and new philosophies bring sudden breakthroughs. A single trip or teacher can change your direction overnight.',
  ],
  Capricorn: [
    'Uranus in Capricorn reforms structures from within. Your generation questions institutions and careers, and you may well reinvent your profession more than once.',
    'With Uranus in Capricorn, originality meets ambition. You change systems by learning them thoroughly first, then quietly replacing what does not work.',
  ],
  Aquarius: [
    'Uranus in Aquarius, a sign it rules in modern astrology, is at full strength: you think ahead of your time and care about communities that do not exist yet.',
    'With Uranus in Aquarius, technology and friendship are your tools of freedom. You connect across distances with ease and feel at home in networks more than in hierarchies.',
  ],
  Pisces: [
    'Uranus in Pisces brings inspiration from dreams and the imagination. Your intuition can work like a sudden revelation, clear and complete, arriving when you least expect it.',
    'With Uranus in Pisces, freedom is spiritual and creative. You dissolve old boundaries through art, faith and compassion, and rigid rules feel to you like a cage.',
  ],
};

export const NEPTUNE_IN_SIGN: SignTexts = {
  Aries: [
    'Neptune in Aries dreams of heroic action. Your ideals are brave and personal, and you are moved by people who fight for a vision against the odds.',
    'With Neptune in Aries, inspiration comes as an urge to act. Be wary of idealising courage so much that you rush into battles that are not yours to fight.',
  ],
  Taurus: [
    'Neptune in Taurus idealises nature, beauty and simple, lasting comfort. Your dreams are gentle and earthy, and a garden or a piece of music can feel like prayer.',
    'With Neptune in Taurus, the sacred is found through the senses. Keep a clear eye on money, where the line between real value and a beautiful illusion can blur.',
  ],
  Gemini: [
    'Neptune in Gemini blends imagination with words. Stories, songs and ideas can carry you away, and you can move people with the way you put things.',
    'With Neptune in Gemini, intuition speaks through the mind. Check your facts twice, because your imagination fills gaps so convincingly that you may believe it yourself.',
  ],
  Cancer: [
    'Neptune in Cancer idealises home and family. You long for a perfect nest, and your compassion for family ties, and for anyone without a home, runs deep.',
    'With Neptune in Cancer, memory and homeland become almost sacred. Nostalgia can both nourish you and hold you back; honour the past without living in it.',
  ],
  Leo: [
    'Neptune in Leo dreams of glamour, romance and creative brilliance. Your ideals are theatrical and heartfelt, and you can cast a little magic over whatever you make.',
    'With Neptune in Leo, you are inspired by heroes and stars. Let that admiration fuel your own creative work instead of keeping you in the audience.',
  ],
  Virgo: [
    'Neptune in Virgo idealises service and healing. You dream of being useful in a deep way, and you are drawn to careful, humble care for others.',
    'With Neptune in Virgo, the ideal and the practical meet uneasily. Perfectionism can blur into worry; gentle routines and realistic standards bring you peace.',
  ],
  Libra: [
    'Neptune in Libra idealises love and harmony. Your generation dreamed of peace and perfect partnership, and you still hope for a love that feels like art.',
    'With Neptune in Libra, you see the beauty in other people. Make sure the partner you love is the real person, not only the portrait you painted of them.',
  ],
  Scorpio: [
    'Neptune in Scorpio dissolves taboos and draws you toward the mysteries of desire, loss and renewal. Your intuition reaches far below the surface of people.',
    'With Neptune in Scorpio, emotional and spiritual intensity go together. Transformation can feel like a calling, and you are unafraid of the deep end.',
  ],
  Sagittarius: [
    'Neptune in Sagittarius dreams of truth and distant horizons. Your generation looked for meaning through travel, faith and philosophy, often far from home.',
    'With Neptune in Sagittarius, your spiritual longing is open and searching. Idealism is your gift; blind faith in a guru or a grand theory is the risk.',
  ],
  Capricorn: [
    'Neptune in Capricorn dissolves rigid structures and idealises achievement. Your generation questions the institutions it inherited, and you look for work that means something.',
    'With Neptune in Capricorn, dreams need a practical form. You are inspired by building something real that serves a purpose larger than a pay cheque.',
  ],
  Aquarius: [
    'Neptune in Aquarius dreams of a connected, humane future. Your ideals are collective and inventive, and you are moved by what people can do together.',
    'With Neptune in Aquarius, intuition and technology meet. You are inspired by communities and causes bigger than yourself, and by ideas that feel ahead of their time.',
  ],
  Pisces: [
    'Neptune in Pisces, the sign it rules in modern astrology, has its sensitivity and imagination at full strength. Your compassion and intuition can reach very deep.',
    'With Neptune in Pisces, the veil between dream and waking life is thin. Art, spirituality and healing are natural channels, and solitude is how you refill.',
  ],
};

export const PLUTO_IN_SIGN: SignTexts = {
  Aries: [
    'Pluto in Aries transforms through bold action. Your generation carries the power to begin again from nothing, and you rebuild fastest by moving.',
    'With Pluto in Aries, power lies in courage and initiative. Endings and new starts in your life tend to come through your own decision to act.',
  ],
  Taurus: [
    'Pluto in Taurus transforms values, money and the bond with the land. Deep change comes slowly and stubbornly, and once it comes, it is permanent.',
    'With Pluto in Taurus, power lies in resources. Letting go of a possession or a certainty is your hardest test and, each time, your greatest release.',
  ],
  Gemini: [
    'Pluto in Gemini transforms how people communicate and think. Words carry enormous power for your generation, and a single conversation can change your course.',
    'With Pluto in Gemini, the mind is the place of deep change. An idea, once it takes hold, can reshape your whole life.',
  ],
  Cancer: [
    'Pluto in Cancer transforms family, home and roots. Emotional inheritances, what was said and unsaid at home, are the deep theme you work through.',
    'With Pluto in Cancer, power lies in belonging. Healing old family patterns is a great task, and it frees the generations after you as well.',
  ],
  Leo: [
    'Pluto in Leo transforms self-expression and the will to create. Your generation seeks power through personal identity, and you must learn to use yours generously.',
    'With Pluto in Leo, the heart is where intense change happens. Creative work can be a path of rebirth, every time you dare to make something new.',
  ],
  Virgo: [
    'Pluto in Virgo transforms work, health and daily life. Your generation brought sweeping change to methods, technology and the care of the body.',
    'With Pluto in Virgo, power lies in analysis and service. Small daily disciplines, kept up for years, can change your whole life from the ground up.',
  ],
  Libra: [
    'Pluto in Libra transforms relationships and ideas of justice. Your generation renegotiated what partnership means, and so do you in your own life.',
    'With Pluto in Libra, the deepest changes come through others: a partner, a rival or a contract can turn your life around and show you your own strength.',
  ],
  Scorpio: [
    'Pluto rules Scorpio, so its power is concentrated here: intensity, regeneration and a fearless look at what others avoid mark your generation.',
    'With Pluto in Scorpio, you are built to survive crises and come out renewed. Power, intimacy and shared money are the ground of your deepest changes.',
  ],
  Sagittarius: [
    'Pluto in Sagittarius transforms beliefs, travel and education. Your generation grew up with the whole world within reach and questions every dogma it meets.',
    'With Pluto in Sagittarius, power lies in meaning. Your convictions may change radically over a lifetime, and each change leaves you freer.',
  ],
  Capricorn: [
    'Pluto in Capricorn transforms institutions, careers and authority. Your generation is here to rebuild structures that no longer work.',
    'With Pluto in Capricorn, power is earned through responsibility. You may see an ambition collapse and rebuild it stronger, on better foundations.',
  ],
  Aquarius: [
    'Pluto in Aquarius transforms communities, networks and technology. Your generation holds collective power in new forms and will reshape how people gather.',
    'With Pluto in Aquarius, power lies in the group. A friendship, a movement or a shared ideal can change your life profoundly.',
  ],
  Pisces: [
    'Pluto in Pisces transforms faith, imagination and compassion. The unseen world carries great weight for your generation, for good and for ill.',
    'With Pluto in Pisces, deep change comes through surrender rather than force: through art, spiritual practice and letting go of what cannot be controlled.',
  ],
};

export const CHIRON_IN_SIGN: SignTexts = {
  Aries: [
    'Chiron in Aries touches your right to exist and to act. You may once have felt you had to fight for your place; your healing gift is helping others find their courage.',
    'With Chiron in Aries, the old ache concerns putting yourself first. As you learn to stand up for yourself without apology, you become a model of gentle bravery.',
  ],
  Taurus: [
    'Chiron in Taurus touches your sense of worth and safety. A fear of not having enough can run deep; your medicine is a calm, grounded way of valuing what is real.',
    'With Chiron in Taurus, the body and money hold old tender spots. You heal by learning to trust that there is enough, and you help others feel safe in their own skin.',
  ],
  Gemini: [
    'Chiron in Gemini touches your voice and your learning. You may once have felt misunderstood, unheard or not clever enough; your gift is helping others find their words.',
    'With Chiron in Gemini, the wound concerns communication, perhaps with a sibling or at school. The more honestly you speak, the more you become a bridge between people.',
  ],
  Cancer: [
    'Chiron in Cancer touches family and belonging. An old ache around home or mothering can become a rare gift for creating safety for others.',
    'With Chiron in Cancer, healing comes through care. You know what it is to need comfort, and that makes you a natural comforter.',
  ],
  Leo: [
    'Chiron in Leo touches your right to be seen. Perhaps your light was once dimmed or ignored; your gift now is encouraging others to shine without fear.',
    'With Chiron in Leo, you heal by creating and by allowing yourself joy. Your warmth helps others believe in their own light.',
  ],
  Virgo: [
    'Chiron in Virgo touches perfectionism and the body. You may have felt you were never good enough; your gift is practical healing and kind, useful advice.',
    'With Chiron in Virgo, healing comes through service and gentle routine. You help others find order without harshness, because you know how harsh it can get.',
  ],
  Libra: [
    'Chiron in Libra touches partnership and balance. Old hurts in relationships can turn into real wisdom about fair and loving bonds.',
    'With Chiron in Libra, you heal through others and help others heal together. Your gift is mediation, and helping two people hear each other.',
  ],
  Scorpio: [
    'Chiron in Scorpio touches trust, loss and intimacy. You have known deep pain, and you can walk with others through their darkest passages without looking away.',
    'With Chiron in Scorpio, healing is transformation. Your gift is the courage to look straight at what hurts, and to help others do the same.',
  ],
  Sagittarius: [
    'Chiron in Sagittarius touches faith and meaning. Doubt, or a belief that let you down, may have hurt you; your gift is helping others find a philosophy that holds them.',
    'With Chiron in Sagittarius, you heal through learning and exploring. In time you become a teacher of hope, precisely because you know how it feels to lose it.',
  ],
  Capricorn: [
    'Chiron in Capricorn touches authority and success. You may have carried too much too young; your gift is guiding others toward a healthy kind of ambition.',
    'With Chiron in Capricorn, healing comes through structure and responsibility you choose freely. You help others build lives that hold without crushing them.',
  ],
  Aquarius: [
    'Chiron in Aquarius touches belonging and being different. You may have felt like the outsider; your gift is making everyone feel welcome.',
    'With Chiron in Aquarius, you heal through community and originality. You help others accept the strange, precious parts of themselves.',
  ],
  Pisces: [
    'Chiron in Pisces touches sensitivity and boundaries. The world may have overwhelmed you at times; your gift is a compassion that understands without judging.',
    'With Chiron in Pisces, healing comes through spirituality, art and forgiveness. You help others find peace, and you find it yourself in the same way.',
  ],
};

export const NORTH_NODE_IN_SIGN: SignTexts = {
  Aries: [
    'The North Node in Aries asks you to stand on your own feet. Keeping others happy comes easily to you; growth comes from daring to want something for yourself and saying so.',
    'With the North Node in Aries, courage is your path. Every time you act on your own initiative, instead of waiting for agreement, life seems to reward you.',
  ],
  Taurus: [
    'The North Node in Taurus asks you to build calm and stability. Crisis and intensity feel familiar; growth comes from simple pleasures, patience and values of your own.',
    'With the North Node in Taurus, your path leads toward peace and self-reliance: your own resources, your own pace, and the courage to enjoy what you have.',
  ],
  Gemini: [
    'The North Node in Gemini asks you to stay curious and to listen. Being sure of the answer feels familiar; growth comes from asking one more question.',
    'With the North Node in Gemini, your path leads through learning, conversation and the people close by: neighbours, siblings, classmates and colleagues.',
  ],
  Cancer: [
    'The North Node in Cancer asks you to open up emotionally. Achievement and control feel familiar; growth comes through home, care and letting yourself be looked after.',
    'With the North Node in Cancer, your path leads toward family, feeling and tenderness, even when a title or a goal seems more urgent.',
  ],
  Leo: [
    'The North Node in Leo asks you to shine in your own right. Blending into the group feels familiar; growth comes from creative self-expression and being seen.',
    'With the North Node in Leo, your path leads toward courage of the heart: play, romance, children, art, and the joy of doing something because you love it.',
  ],
  Virgo: [
    'The North Node in Virgo asks you to ground your dreams in daily practice. Drifting feels familiar; growth comes from routine, skill and useful work.',
    'With the North Node in Virgo, your path leads toward order, health and service: the satisfaction of doing one thing well, every day.',
  ],
  Libra: [
    'The North Node in Libra asks you to learn partnership. Going it alone feels familiar; growth comes from cooperation, compromise and truly considering the other person.',
    'With the North Node in Libra, your path leads toward balance, diplomacy and a life shared rather than merely lived side by side.',
  ],
  Scorpio: [
    'The North Node in Scorpio asks you to go deep. Comfort and certainty feel familiar; growth comes through intimacy, shared resources and real transformation.',
    'With the North Node in Scorpio, your path leads toward letting go, sharing power and telling the emotional truth, even when it is uncomfortable.',
  ],
  Sagittarius: [
    'The North Node in Sagittarius asks you to trust your own truth. Gathering more information feels familiar; growth comes from faith and from making the big decision.',
    'With the North Node in Sagittarius, your path leads toward travel, study and meaning, toward a wider horizon than the one you grew up with.',
  ],
  Capricorn: [
    'The North Node in Capricorn asks you to take your place in the world. The family nest feels familiar; growth comes from public goals and responsibility.',
    'With the North Node in Capricorn, your path leads toward maturity, structure and achievement, and toward the authority you earn by keeping your word.',
  ],
  Aquarius: [
    'The North Node in Aquarius asks you to serve something larger than yourself. Personal pride feels familiar; growth comes through friendship, groups and shared ideals.',
    'With the North Node in Aquarius, your path leads toward community, originality and the future, toward being one voice among many and a valued one.',
  ],
  Pisces: [
    'The North Node in Pisces asks you to trust and let go. Control and analysis feel familiar; growth comes from faith, compassion and quiet time alone.',
    'With the North Node in Pisces, your path leads toward imagination, spirituality and acceptance of what cannot be fixed by effort alone.',
  ],
};
