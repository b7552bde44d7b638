import type { Sign } from '../../domain/astrology';

/** Written variants for one body in each sign; every text is about that pairing alone. */
export type SignTexts = Record<Sign, readonly string[]>;

// Original texts for the fast, personal bodies: three variants per sign.

export const SUN_IN_SIGN: SignTexts = {
  Aries: [
    'With the Sun in Aries, your self-respect is tied to action: you feel most like yourself in the first hour of a venture, before anyone has told you it cannot be done. Give yourself new starts often, and let steadier people help with the finishing.',
    'An Aries Sun makes courage your native language. You grow by testing yourself against something real, a deadline, a hill, a worthy rival, and you wilt when every day has been decided for you in advance.',
    'The Sun in Aries asks you to lead under your own name. Your best years come when you stop waiting for permission; your hardest come when impatience makes you walk away one step before the reward.',
  ],
  Taurus: [
    'With the Sun in Taurus, you become yourself by building something you can stand on: a home, a craft, savings, a garden that comes back every spring. Nobody hurries you into a decision, and that refusal has saved you more than once.',
    'A Taurus Sun gives you a body-wisdom others lack. You know when food is good, when a deal is sound and when a person is genuine, and your sense of purpose grows with every thing you make that lasts.',
    'The Sun in Taurus makes constancy your talent. You may not be the first to move, but you are the one still standing at the end, and people come to rely on your calm in ways they rarely say aloud.',
  ],
  Gemini: [
    'With the Sun in Gemini, you come alive in exchange: a question asked, a message sent, two people introduced who needed to meet. Your purpose is less one grand thing than a lively web of them, and that is a strength, not a flaw.',
    'A Gemini Sun gives you a young, quick spirit that never quite stops learning. You feel most yourself when you are explaining, writing, trading or teaching, and least yourself when someone insists you pick one interest forever.',
    'The Sun in Gemini makes you a natural go-between. You can hold two views at once and translate each to the other side; your task is to let that flexibility serve a few chosen aims instead of every passing one.',
  ],
  Cancer: [
    'With the Sun in Cancer, your purpose has a kitchen table at its centre. You shine when you are looking after people, keeping memories alive and making a place where others can lower their guard.',
    'A Cancer Sun gives you a tender strength: you can be soft with those you love and fiercely protective the moment they are threatened. Your confidence grows in proportion to how safe your own base feels.',
    'The Sun in Cancer ties your identity to belonging. You remember birthdays, moods and old stories, and your growth comes from turning that same care toward yourself before you run dry.',
  ],
  Leo: [
    'With the Sun in Leo, the Sun is in its own sign and your light is meant to be seen. You flourish when you create, perform, lead or simply love with your whole chest, and you dim when you play small to keep others comfortable.',
    'A Leo Sun gives you warmth that fills a room and a loyalty that lasts for decades. Your purpose is to make something with your signature on it, and to let applause be a pleasure rather than a need.',
    'The Sun in Leo makes generosity your signature: you praise freely, host gladly and stand up for the people you love. Your growth lies in trusting your worth on the days nobody is watching.',
  ],
  Virgo: [
    'With the Sun in Virgo, you feel most like yourself when you are good at something and it helps. You notice the loose thread, the missing step, the better method, and your purpose deepens every time your skill makes someone’s day easier.',
    'A Virgo Sun gives you a craftsperson’s soul. You are happiest refining a routine, a text, a remedy or a workshop, and your growth lies in accepting that well done is sometimes better than perfect.',
    'The Sun in Virgo makes usefulness your love language and your pride. You quietly keep things working; the lesson of your life is to let that same careful kindness reach you as well.',
  ],
  Libra: [
    'With the Sun in Libra, you find yourself in relation to others: a partner, a client, a friend across the table. You have a feel for fairness and beauty, and your purpose grows whenever you bring two sides into something better than either alone.',
    'A Libra Sun gives you grace under social pressure. You can calm a tense meeting, choose the right word and make a room lovelier; your task is to say what you want even when it tips the scales.',
    'The Sun in Libra sits in its fall, so a strong sense of self does not come for free: you build it by making decisions and owning them. Once you do, your charm and sense of justice become real authority.',
  ],
  Scorpio: [
    'With the Sun in Scorpio, your purpose lives below the surface. You are drawn to what others avoid, secrets, crises, the real reason behind the stated one, and you become stronger every time you survive an ending.',
    'A Scorpio Sun gives you concentrated power: when you care, you care completely, and half-measures bore you. Your growth comes from letting trusted people see the feelings you guard so well.',
    'The Sun in Scorpio makes you a quiet investigator of life. You read motives quickly and keep your own counsel; your best work comes when that intensity is aimed at a goal rather than at an old grudge.',
  ],
  Sagittarius: [
    'With the Sun in Sagittarius, your sense of self grows with your horizon. A journey, a course of study or a new belief can change your whole direction, and you are at your best when you are heading somewhere that matters to you.',
    'A Sagittarius Sun gives you candour and a contagious optimism. You tell the truth as you see it and you expect the future to be good; your lesson is to follow big promises with the small steps they need.',
    'The Sun in Sagittarius makes you a seeker. You need room, humour and a question large enough to chase, and you lose heart when life shrinks to a routine with no window.',
  ],
  Capricorn: [
    'With the Sun in Capricorn, you are made for the long climb. You take responsibility early, you respect what is earned, and your life tends to become lighter and more rewarding as the decades pass.',
    'A Capricorn Sun gives you dry humour and quiet ambition. You plan, you persevere and you deliver; your growth comes from resting before you are exhausted and letting others carry part of the load.',
    'The Sun in Capricorn makes you the grown-up in many rooms, sometimes since childhood. Your purpose is to build something solid, and your lesson is to count joy as an achievement too.',
  ],
  Aquarius: [
    'With the Sun in Aquarius, you become yourself by thinking for yourself. You care about fairness, about friends and about how things could work better for everyone, and you refuse to shrink into a shape that was cut for someone else.',
    'An Aquarius Sun gives you an inventive, independent mind and a friendliness that treats everyone as an equal. Your growth comes from letting closeness in without feeling your freedom is at risk.',
    'The Sun in Aquarius sits in its detriment, so your light shines less through personal spotlight than through a group, a cause or an idea. When you stop apologising for being different, your originality becomes your gift to others.',
  ],
  Pisces: [
    'With the Sun in Pisces, your purpose is shaped by feeling and imagination. You pick up what others leave unsaid, and you are at your best when that sensitivity flows into art, care, faith or healing.',
    'A Pisces Sun gives you a porous, compassionate nature. You can understand almost anyone; your growth comes from firm edges, so that you can go on giving without disappearing.',
    'The Sun in Pisces makes you a dreamer with a practical task: to bring the vision into the world. Music, water and solitude restore you, and a clear daily structure lets your gifts travel further.',
  ],
};

export const MOON_IN_SIGN: SignTexts = {
  Aries: [
    'An Aries Moon feels fast and hot: anger flares and is gone within the hour, and you would rather have the argument than the cold silence. You need a partner who does not take your first reaction as your last word.',
    'With the Moon in Aries, you comfort yourself by doing. Sitting still with a worry makes it grow, while a run, a decision or a bold message shrinks it at once.',
    'The Moon in Aries gives you emotional courage: you say what you feel and you bounce back quickly. Your lesson is to pause for one breath before you react, so others can catch up with you.',
  ],
  Taurus: [
    'The Moon is exalted in Taurus, which gives you a steady emotional keel. You calm down through the senses, a warm bath, a favourite meal, a garden, and once you feel secure, very little rocks you.',
    'With the Moon in Taurus, comfort is physical and loyalty is everything. You need routines you can count on and people who stay, and you dislike sudden changes of plan more than you let on.',
    'A Taurus Moon is slow to anger and slow to forgive. You hold feelings for a long time, for better and worse, and your peace depends on knowing what is yours and that it is safe.',
  ],
  Gemini: [
    'A Gemini Moon processes feeling through words: you need to talk it out, text it out or write it down before you know what you feel. Long silences and unanswered messages unsettle you more than any quarrel.',
    'With the Moon in Gemini, variety is emotional nourishment. You feel best with several friends, books and plans on the go, and you can recover from a low mood simply by learning something new.',
    'The Moon in Gemini gives you a light, curious heart and a talent for seeing your own moods with humour. Your lesson is to stay with a feeling long enough to let it teach you, instead of talking around it.',
  ],
  Cancer: [
    'The Moon rules Cancer, so your feelings run deep and true. Home, family and familiar faces are your medicine, and you sense the mood of a room before anyone speaks.',
    'With the Moon in Cancer, you need a nest: a place and a few people who know you without explanations. You look after others instinctively; make sure someone looks after you in return.',
    'A Cancer Moon remembers everything, the kind word and the slight alike. You protect yourself with a shell when you are hurt, and you soften again as soon as you feel safe.',
  ],
  Leo: [
    'A Leo Moon needs to feel special to the people who matter. A sincere compliment warms you for days, and being taken for granted stings more than open criticism.',
    'With the Moon in Leo, your feelings are generous and theatrical in the best sense: you love big, celebrate loudly and protect fiercely. Play, music and creative work restore your spirits.',
    'The Moon in Leo gives you a proud heart. You would rather suffer in style than admit you are struggling; let the people who love you see the tired lion as well as the shining one.',
  ],
  Virgo: [
    'A Virgo Moon settles itself by sorting: a tidy drawer, a finished list, a problem solved. When you feel anxious, something small and useful calms you faster than any pep talk.',
    'With the Moon in Virgo, you show love through practical help, and you notice the needs others overlook. Be careful that your inner critic does not speak to you in a tone you would never use on a friend.',
    'The Moon in Virgo gives you a sensitive nervous system and a wise body. Good sleep, simple food and a clear routine steady your moods more than you might think.',
  ],
  Libra: [
    'A Libra Moon needs harmony the way others need air. Quarrels upset your whole system, and you feel restored by beauty, good company and a fair conversation.',
    'With the Moon in Libra, you are happiest in partnership and you read other people’s needs with grace. The risk is smoothing things over so fast that your own feelings never get a turn.',
    'The Moon in Libra gives you emotional tact: you can calm a storm in someone else with a few words. Your lesson is to let a disagreement exist for a while; it will not destroy the bond.',
  ],
  Scorpio: [
    'The Moon is in its fall in Scorpio, so feelings arrive with full force and you do not show them easily. You need absolute trust before you open, and once you do, your loyalty is total.',
    'With the Moon in Scorpio, you sense undercurrents: what people mean, not just what they say. You heal through honesty in private, and small talk about big feelings leaves you cold.',
    'A Scorpio Moon feels all or nothing. You guard your heart carefully; your growth comes from letting old hurts go when they have taught you what they can.',
  ],
  Sagittarius: [
    'A Sagittarius Moon needs space to breathe. You lift your own spirits through travel, humour, ideas and open skies, and you feel trapped when life becomes too small or too serious.',
    'With the Moon in Sagittarius, you meet hard feelings with optimism and a search for meaning. That is a gift, as long as you also let yourself be sad when sadness is the honest answer.',
    'The Moon in Sagittarius gives you a frank, warm heart that says what it feels. You bond over adventures and big conversations, and you need a partner who travels well, literally or in spirit.',
  ],
  Capricorn: [
    'The Moon is in its detriment in Capricorn, so you learned early to be sensible about feelings. You steady yourself by taking charge, and you need people who notice how much you carry.',
    'With the Moon in Capricorn, you show love by being reliable and by providing. Achievements calm you; but let rest count as well, because your heart needs soft days, not only productive ones.',
    'A Capricorn Moon is reserved in public and deeply loyal in private. Emotional security comes from structure, a plan, a budget, a promise kept, and it grows stronger with age.',
  ],
  Aquarius: [
    'An Aquarius Moon needs room to be different. You process feelings by understanding them, and you feel closest to people who give you freedom instead of demanding constant closeness.',
    'With the Moon in Aquarius, friendship is the safest form of love for you. You are kind to everyone, but you may keep your own vulnerable feelings at arm’s length until you trust that they will be respected.',
    'The Moon in Aquarius gives you a cool head in a crisis and a warm concern for the wider world. Your lesson is to let one or two people see your feelings before you have explained them.',
  ],
  Pisces: [
    'A Pisces Moon absorbs the moods around it like water takes on colour. You need solitude, music or water to rinse off the day, and you are kinder than is always good for you.',
    'With the Moon in Pisces, your feelings are vast and your intuition is strong. Dreams, art and quiet prayer restore you; crowds and harsh voices drain you quickly.',
    'The Moon in Pisces gives you a tender, forgiving heart and a rich inner life. Your lesson is to tell the difference between compassion and rescue, so that you can help without sinking.',
  ],
};

export const MERCURY_IN_SIGN: SignTexts = {
  Aries: [
    'Mercury in Aries thinks in headlines. You reach conclusions quickly, say them straight and enjoy a lively debate; you are most convincing when you add the second sentence that explains the first.',
    'With Mercury in Aries, your mind loves a challenge and hates a long preamble. Decisions come fast and are usually right; re-read your sharpest messages once before you send them.',
    'Mercury in Aries gives you a pioneering mind that learns by trying. You would rather start and fix than study the manual, which makes you brilliant in a crisis and restless in long meetings.',
  ],
  Taurus: [
    'Mercury in Taurus thinks slowly and thoroughly. Once you have learned something you keep it for life, and once you have made up your mind, it takes real evidence to change it.',
    'With Mercury in Taurus, you speak calmly and practically, and people trust your common sense. You learn best with your hands and your senses, and you dislike being rushed into an answer.',
    'Mercury in Taurus gives you a voice that soothes and a mind that values the concrete. Your ideas become powerful when you turn them into something that can be seen, touched or sold.',
  ],
  Gemini: [
    'Mercury rules Gemini, so your mind is quick, witty and endlessly curious. You can learn almost anything fast, talk to anyone and connect ideas nobody else thought to put together.',
    'With Mercury in Gemini, you think by talking and writing. Several projects at once keep you sharp; finishing them is the skill to practise, because your ideas deserve to land.',
    'Mercury in Gemini gives you a gift for language, humour and news. You pick up accents, facts and gossip with the same ease, and you make complicated things sound simple.',
  ],
  Cancer: [
    'Mercury in Cancer thinks with the heart and remembers with the whole body. You recall how a conversation felt long after you have forgotten the words, and you read the mood behind every message.',
    'With Mercury in Cancer, you speak gently and listen well, and people tell you things they tell no one else. Your decisions are wise when you trust your gut and check the facts afterwards.',
    'Mercury in Cancer gives you a mind shaped by memory and family stories. You learn best in a safe, friendly setting, and you can write or speak in a way that makes people feel at home.',
  ],
  Leo: [
    'Mercury in Leo speaks with warmth and a sense of drama. You are a natural storyteller and presenter, and your ideas carry because you believe in them wholeheartedly.',
    'With Mercury in Leo, your mind thinks big and loves a stage, a meeting, a page, a classroom. Your lesson is to listen as generously as you speak, and to change your mind without feeling it as defeat.',
    'Mercury in Leo gives you a confident, creative intelligence. You learn by making something of your own, and you communicate best when you put your heart, not only your head, into the words.',
  ],
  Virgo: [
    'Mercury rules Virgo too, and here it is precise, analytical and practical. You spot the error in the spreadsheet, the flaw in the plan and the better way to do it, usually before anyone asks.',
    'With Mercury in Virgo, you think in lists and systems and you express yourself with care. Your mind is a fine instrument; give it problems worth solving, or it will start picking at you instead.',
    'Mercury in Virgo gives you a mind for detail, health, craft and method. You learn by doing something properly, step by step, and people come to you when they need the facts straight.',
  ],
  Libra: [
    'Mercury in Libra weighs every side before it speaks. You are a natural mediator and a graceful writer, and you make tough messages easier to hear.',
    'With Mercury in Libra, you think best in conversation with someone else. Decisions can take time because you see the merit in each option; set yourself a deadline and trust your sense of fairness.',
    'Mercury in Libra gives you diplomatic words and an eye for form, balance and style. You persuade by charm rather than force, and you are at your sharpest arguing for someone who cannot argue for themselves.',
  ],
  Scorpio: [
    'Mercury in Scorpio thinks like a detective. You look for the motive behind the words, you keep secrets well and your questions go straight to the heart of the matter.',
    'With Mercury in Scorpio, your mind is penetrating and private. You rarely say everything you know, and when you finally speak your mind, people remember it.',
    'Mercury in Scorpio gives you a gift for research, psychology and strategy. You learn by going deep rather than wide, and you can read a silence as clearly as a sentence.',
  ],
  Sagittarius: [
    'Mercury in Sagittarius sees the big picture first and the details later, if at all. You are a born teacher and storyteller, honest to the point of bluntness and always ready for the next big idea.',
    'With Mercury in Sagittarius, your mind travels: languages, cultures, philosophy and faraway places feed it. Check the small print before you commit, because your enthusiasm runs ahead of the facts.',
    'Mercury in Sagittarius is in its detriment, so precision is not its home ground, but vision is. You inspire people with where an idea could lead; pair up with someone detailed and you become unstoppable.',
  ],
  Capricorn: [
    'Mercury in Capricorn thinks in plans and consequences. You speak with authority, waste few words and prefer proof to promises, which makes people take your judgement seriously.',
    'With Mercury in Capricorn, your mind is structured and patient. You learn what is useful, you remember what works, and your dry humour surprises those who took you for merely serious.',
    'Mercury in Capricorn gives you a strategist’s intelligence. You see the steps between today and the goal, and your ideas gain weight with every year of experience behind them.',
  ],
  Aquarius: [
    'Mercury in Aquarius thinks ahead of its time. You enjoy unusual ideas, technology and systems, and you can see flaws in the way things are usually done that others accept without a thought.',
    'With Mercury in Aquarius, your mind is independent and inventive. You argue from principle, you enjoy a good debate among friends, and you rarely change your mind because someone raised their voice.',
    'Mercury in Aquarius gives you a clear, objective mind that likes to stand back and see the whole pattern. Your ideas are strongest when you share them with a group that can build on them.',
  ],
  Pisces: [
    'Mercury in Pisces thinks in images, feelings and impressions. You understand more than you can explain, and poetry, music or metaphor often says it better for you than a list of facts.',
    'With Mercury in Pisces, your intuition is remarkable and your memory is emotional. Write down important details and dates; your mind is busy with the currents beneath them.',
    'Mercury in Pisces is in its detriment and its fall, so plain logic is not where it shines, but empathy is. You can find words for what others feel and cannot say, and that is a rare kind of intelligence.',
  ],
};

export const VENUS_IN_SIGN: SignTexts = {
  Aries: [
    'Venus in Aries loves at first sight and says so. You are drawn to spirited, direct people and to the thrill of the chase; your love grows deep when the excitement is allowed to turn into friendship.',
    'With Venus in Aries, you show affection boldly and honestly, and you value independence in a partner. Boredom is your real danger in love, not conflict.',
    'Venus in Aries is in its detriment, so tact and patience take effort, but courage in love comes easily. You would rather risk rejection than waste a year wondering, and people admire that candour.',
  ],
  Taurus: [
    'Venus rules Taurus, so your love is sensual, steady and generous. You show care with good food, touch and presence, and you value a partner who stays the course.',
    'With Venus in Taurus, you have a fine eye for quality, in fabrics, food, music and people. You are slow to fall in love and even slower to fall out of it.',
    'Venus in Taurus gives you a talent for comfort and for money that grows slowly. In love you need reliability more than fireworks, and your loyalty is worth gold.',
  ],
  Gemini: [
    'Venus in Gemini falls for a mind first. A good conversation, shared jokes and a steady stream of messages keep your heart alive; silence and routine make it wander.',
    'With Venus in Gemini, you love variety, wit and lightness. You are a charming companion and flirt, and your lasting bonds are the ones where you never run out of things to say.',
    'Venus in Gemini gives you a youthful, playful way of loving. You need a partner who is also a friend and a sparring partner, and who gives you room for many interests.',
  ],
  Cancer: [
    'Venus in Cancer loves by nurturing. You remember the details of the people you care for, cook for them, keep their photos, and you need a partner who makes you feel at home.',
    'With Venus in Cancer, you are tender, loyal and a little shy at first. You open slowly, protect your loved ones fiercely and value family feeling more than glamour.',
    'Venus in Cancer gives you a gift for making people feel safe and welcome. Your heart needs reassurance; ask for it directly rather than hoping it will be guessed.',
  ],
  Leo: [
    'Venus in Leo loves with style and generosity. You adore romance, grand gestures and a partner you are proud to be seen with, and you give the same admiration back in full.',
    'With Venus in Leo, you are warm, loyal and playful in love. You need to be adored a little; in return you make the people you love feel like royalty.',
    'Venus in Leo gives you a taste for beauty, drama and fun. You are drawn to confident, creative people, and your love is at its best when it is celebrated, not hidden.',
  ],
  Virgo: [
    'Venus in Virgo shows love through small, practical acts: the repaired shelf, the remembered appointment, the perfect cup of tea. You may not gush, but you notice everything.',
    'With Venus in Virgo, you are discerning in love and slow to trust. Venus is in its fall here, so let imperfection be lovable, in others and in yourself.',
    'Venus in Virgo gives you a modest, helpful charm and a taste for simple, well-made things. You love by improving life for the people you care about; let them care for you too.',
  ],
  Libra: [
    'Venus rules Libra, so partnership is where you shine. You have grace, taste and a gift for making people feel appreciated, and you value fairness in love above all.',
    'With Venus in Libra, you are a romantic with refined taste in art, clothes and company. Harmony matters deeply to you; make sure it is never bought with your own silence.',
    'Venus in Libra gives you natural charm and a talent for bringing people together. You love as an equal and expect to be loved as one, with courtesy and shared decisions.',
  ],
  Scorpio: [
    'Venus in Scorpio loves intensely and privately. You want the whole person, secrets included, and you give your whole self in return; a casual romance rarely satisfies you.',
    'With Venus in Scorpio, Venus is in its detriment, so love is never light for you: it transforms you. Trust is everything, and jealousy is the shadow to name and tame.',
    'Venus in Scorpio gives you magnetism and emotional depth. You are drawn to what is hidden and powerful, and your bonds, once made, can survive almost anything.',
  ],
  Sagittarius: [
    'Venus in Sagittarius loves freedom as much as the beloved. You fall for people who make you laugh, widen your world and travel with you, in body or in mind.',
    'With Venus in Sagittarius, you are generous, honest and adventurous in love. You need a partner who is also a companion on the road, and who never tries to fence you in.',
    'Venus in Sagittarius gives you a taste for the foreign, the wild and the philosophical. Your affections are warm and open; the lesson is to follow enthusiasm with commitment.',
  ],
  Capricorn: [
    'Venus in Capricorn loves seriously and for the long term. You show devotion through responsibility and support, and you are drawn to capable, mature people.',
    'With Venus in Capricorn, you are cautious at first and deeply loyal once committed. Your love improves with age, like good wine, and you value partners who build a life with you.',
    'Venus in Capricorn gives you a taste for classic quality and a sound sense of value. In love, remember to show the warmth under the reserve; your people need to hear it, not only see it.',
  ],
  Aquarius: [
    'Venus in Aquarius loves as a friend first. You are drawn to original, independent people and you need a relationship that leaves both partners free to be themselves.',
    'With Venus in Aquarius, you are open-minded and loyal in your own unusual way. You dislike possessiveness and cliché, and your love feels like an alliance of equals.',
    'Venus in Aquarius gives you unconventional taste and a wide circle of friends. Your heart warms to people with ideas; let one of them close enough to see your tenderness.',
  ],
  Pisces: [
    'Venus is exalted in Pisces, so your love is compassionate, romantic and forgiving. You see the best in people and love them toward it; just make sure they deserve your devotion.',
    'With Venus in Pisces, you are a romantic dreamer with a gift for art, music and tenderness. You give a great deal, sometimes too much; healthy boundaries make your love last.',
    'Venus in Pisces gives you a sensitivity that feels what a partner needs before it is said. Your love is spiritual as well as personal, and you thrive with someone gentle.',
  ],
};

export const MARS_IN_SIGN: SignTexts = {
  Aries: [
    'Mars rules Aries, so your drive is direct, fast and brave. You start with energy, compete with pleasure and prefer a clear fight to a hidden one.',
    'With Mars in Aries, you act on impulse and usually land on your feet. Your anger burns hot and fades quickly; use sport or physical work to spend the surplus.',
    'Mars in Aries gives you the pioneer’s nerve: you go first where others hesitate. The trick is to pace yourself, so that your first sprint does not become your only one.',
  ],
  Taurus: [
    'Mars in Taurus works slowly and relentlessly. You do not give up, you do not rush, and once you have decided something, you are very hard to push.',
    'With Mars in Taurus, Mars is in its detriment, so anger builds slowly and can erupt when finally released. Say what bothers you early, while it is still small.',
    'Mars in Taurus gives you stamina and a strong drive for security and comfort. You excel at long projects, physical work and anything that grows your resources.',
  ],
  Gemini: [
    'Mars in Gemini fights with words and works on several fronts at once. You are quick, versatile and clever in an argument, and you get bored if a task lasts too long.',
    'With Mars in Gemini, your energy comes in bursts and follows your curiosity. You do best with variety and movement; finish one thing before you start three others.',
    'Mars in Gemini gives you a sharp tongue and a nimble mind. You win by wit and negotiation; just remember that a clever remark can wound more than you intended.',
  ],
  Cancer: [
    'Mars in Cancer is in its fall, so your drive works best on behalf of someone you care for. You fight fiercely for family and home, and less comfortably for yourself alone.',
    'With Mars in Cancer, anger tends to come out sideways, as moods or withdrawal. Naming the hurt calmly and early will save you days of simmering.',
    'Mars in Cancer gives you a protective, tenacious energy. You are driven by feeling, and you work hardest when you feel emotionally safe and appreciated.',
  ],
  Leo: [
    'Mars in Leo acts with pride, warmth and a sense of theatre. You want to do things well and be seen doing them, and you are a natural leader of enthusiastic teams.',
    'With Mars in Leo, your courage is large-hearted. You defend the underdog and your own dignity alike; wounded pride is the trigger to watch.',
    'Mars in Leo gives you creative fire and stamina for what you love. You are unstoppable when your heart is in it and listless when it is not, so choose your causes well.',
  ],
  Virgo: [
    'Mars in Virgo works with precision and method. You are tireless in improving things and your effort is careful, but beware of spending it all on perfecting the last detail.',
    'With Mars in Virgo, your energy flows into skill, service and health. You become irritable when things are done badly; channel that into fixing them.',
    'Mars in Virgo gives you a craftsman’s drive. You win through preparation and competence, and your anger tends to come out as criticism, so be gentle with yourself as well.',
  ],
  Libra: [
    'Mars in Libra is in its detriment, so direct confrontation feels uncomfortable and you prefer to negotiate. You fight best for fairness and for others.',
    'With Mars in Libra, your drive is strongest when you work with a partner. Indecision can sap your energy; remember that choosing is also an act of kindness.',
    'Mars in Libra gives you a diplomatic, strategic kind of strength. You win people over rather than defeat them, and you can be formidable in defence of justice.',
  ],
  Scorpio: [
    'Mars is strong in Scorpio, one of its traditional homes. Your drive is deep, concentrated and hard to stop; you keep your plans to yourself and pursue them to the end.',
    'With Mars in Scorpio, your willpower is immense and your endurance remarkable. Anger runs deep and long; let it transform into determination rather than revenge.',
    'Mars in Scorpio gives you strategic courage and emotional intensity. You excel in crises, in research and in any challenge that demands total commitment.',
  ],
  Sagittarius: [
    'Mars in Sagittarius is driven by adventure, belief and freedom. You act with enthusiasm and optimism, and you fight hardest for what you think is right.',
    'With Mars in Sagittarius, your energy needs space, travel and movement. You start with a great leap; make sure you have enough for the long road as well.',
    'Mars in Sagittarius gives you a frank, restless spirit. You speak your mind, take risks for a good cause and lose patience with petty rules.',
  ],
  Capricorn: [
    'Mars is exalted in Capricorn, so your drive is disciplined, ambitious and efficient. You aim for long-term goals and reach them with a controlled, steady power.',
    'With Mars in Capricorn, you are a hard worker who respects results. Anger is controlled and cool; you deal with conflicts by taking charge and making a plan.',
    'Mars in Capricorn gives you stamina, strategy and authority. You climb patiently and rarely waste effort, and your achievements grow with time.',
  ],
  Aquarius: [
    'Mars in Aquarius acts for principles and for the group. You are driven by ideas and by freedom, and you rebel against authority you cannot respect.',
    'With Mars in Aquarius, your energy is inventive and unpredictable. You fight best with allies, for a cause, and with methods nobody has tried before.',
    'Mars in Aquarius gives you a cool, rational way of handling conflict. You argue from logic rather than feeling; remember that the other person may need to hear the feeling too.',
  ],
  Pisces: [
    'Mars in Pisces acts by intuition and follows the current. Your energy rises and falls with your mood, and you work best when you feel inspired rather than pushed.',
    'With Mars in Pisces, you fight for others more easily than for yourself. Compassion drives you; the lesson is to set your own goals and defend them gently but firmly.',
    'Mars in Pisces gives you a soft but persistent strength. You find indirect routes around obstacles, and art, music, swimming or service are where your energy flows best.',
  ],
};
