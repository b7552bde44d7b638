import type { Sign } from '../../domain/astrology';

/**
 * The building blocks every sentence about a sign is made of; all original to this project.
 * Only texts: element, modality and ruler are facts, in synthesis/sign-facts.ts.
 */
export interface SignLore {
  /** Sun: what the life is built around. */
  core: string;
  /** Moon: what the heart needs to feel safe. */
  needs: string;
  /** Ascendant: the first impression and the way into a room. */
  mask: string;
  /** How any planet behaves in this sign; completes "here it ...". */
  manner: string;
  gift: string;
  shadow: string;
  /** How this sign colours love and attachment. */
  love: string;
  /** The part of the body tradition gives the sign. */
  body: string;
}

export const SIGN_LORE: Record<Sign, SignLore> = {
  Aries: {
    core: 'You are built to begin things. Your vitality rises the moment there is a first step to take, and you trust the spark more than the plan',
    needs:
      'Emotionally you need room to react honestly and quickly; a feeling held back too long turns into restlessness, while one spoken plainly passes like a summer storm',
    mask: 'People meet your energy before they meet your words: a direct gaze, a quick stride, an air of someone already halfway to the next thing',
    manner: 'acts first and reflects afterwards, with courage, candour and very little patience for hesitation',
    gift: 'the nerve to go first',
    shadow: 'burning through your fuel before the finish line',
    love: 'you love with a chase in it, openly and ardently, and you want a partner who can meet your fire without trying to put it out',
    body: 'the head and face',
  },
  Taurus: {
    core: 'You are built to make things last. Your strength is a slow, reliable warmth, and once you have chosen what is worth your effort, very little can move you from it',
    needs:
      'Emotionally you need steadiness you can touch: a familiar room, good food, a hand that stays; security is not a luxury to you but the soil your feelings grow in',
    mask: 'People meet a calm, grounded presence in you, someone unhurried who seems to know what is real and what is only noise',
    manner: 'moves deliberately and sensually, building slowly and holding on to what has proved its worth',
    gift: 'patience that turns small efforts into lasting value',
    shadow: 'staying with the familiar after it has stopped feeding you',
    love: 'you love through loyalty and the senses, and you show devotion by being there, season after season',
    body: 'the throat and neck',
  },
  Gemini: {
    core: 'You are built to connect. Your life brightens with every new idea, conversation and crossing of paths, and curiosity is the engine you run on',
    needs:
      'Emotionally you need to talk your feelings through; a mood you can name and share already weighs half as much, and silence unsettles you more than conflict',
    mask: 'People meet a quick, lively mind in you, someone who asks the second question and makes the room feel lighter',
    manner: 'moves lightly and curiously, gathering information, trying angles and translating between people',
    gift: 'a mind that links what others keep apart',
    shadow: 'scattering your attention across too many doors at once',
    love: 'you love through words, wit and shared discovery, and you need a partner who stays interesting and interested',
    body: 'the lungs, arms and hands',
  },
  Cancer: {
    core: 'You are built to protect and nurture. Your deepest purpose is a kind of home, whether that means a family, a team or a circle of people who feel safe because of you',
    needs:
      'Emotionally you need belonging; your moods follow the tides of closeness, and you recover fastest among the people and places that already know you',
    mask: 'People meet a gentle, attentive presence in you, someone who notices who is cold, who is quiet and who needs a kind word',
    manner: 'works through feeling and memory, instinctively protective of whatever it cares about',
    gift: 'the instinct to make others feel held',
    shadow: 'retreating into your shell when you would be better served by asking for what you need',
    love: 'you love by caring for someone, and you open fully only where you feel emotionally safe',
    body: 'the chest and stomach',
  },
  Leo: {
    core: 'You are built to shine and to be generous with that light. Your life finds its meaning when you create, lead or love wholeheartedly, in full view',
    needs:
      'Emotionally you need to be seen and appreciated; warmth and recognition restore you, and being overlooked hurts you more than you usually admit',
    mask: 'People meet a warm, radiant presence in you, someone with a sense of occasion who lifts the mood on arrival',
    manner: 'expresses itself with warmth, pride and a wish to make something that carries your signature',
    gift: 'a generous heart that gives others permission to shine',
    shadow: 'needing applause before you trust your own worth',
    love: 'you love grandly and loyally, with gestures and devotion, and you need a partner who is proud to stand beside you',
    body: 'the heart and spine',
  },
  Virgo: {
    core: 'You are built to improve things. Your satisfaction comes from skill, usefulness and the quiet pleasure of a job done properly',
    needs:
      'Emotionally you need order and a sense of being useful; when life is messy you calm yourself by fixing something small and concrete',
    mask: 'People meet a composed, observant presence in you, someone modest and precise who has noticed more than they say',
    manner: 'works carefully and practically, refining, sorting and asking how things could work better',
    gift: 'discernment and the patience to get details right',
    shadow: 'a critical inner voice that finds fault with you first',
    love: 'you love through service and attention to small needs, and you trust acts of care more than declarations',
    body: 'the digestion and nervous system',
  },
  Libra: {
    core: 'You are built for partnership and balance. Your life finds its shape through the people you meet, and you have a fine sense of what is fair and what is beautiful',
    needs:
      'Emotionally you need harmony and companionship; discord wears you down, and a peaceful, lovely setting restores you quickly',
    mask: 'People meet a graceful, courteous presence in you, someone easy to talk to who makes others feel considered',
    manner: 'seeks balance and beauty, weighing every side and working best in good company',
    gift: 'diplomacy and an eye for what brings people together',
    shadow: 'keeping the peace at the price of your own preference',
    love: 'you love as a partner in the truest sense, and relationships are where you learn most about yourself',
    body: 'the kidneys and lower back',
  },
  Scorpio: {
    core: 'You are built for depth. You want the truth under the surface, and your life is shaped by a few intense commitments rather than many casual ones',
    needs:
      'Emotionally you need trust that has been tested; you feel everything fully, show it selectively and heal through honesty in private',
    mask: 'People meet a magnetic, watchful presence in you, someone who seems calm on the surface and reads the room in seconds',
    manner: 'works intensely and privately, all or nothing, transforming whatever it touches',
    gift: 'the power to regenerate after loss and to see what others hide',
    shadow: 'holding on to hurt, or to control, longer than it serves you',
    love: 'you love with your whole being and expect the same, and loyalty matters more to you than charm',
    body: 'the reproductive and eliminative systems',
  },
  Sagittarius: {
    core: 'You are built to explore. Your spirit grows through travel, study, belief and adventure, and you need a horizon to aim at',
    needs:
      'Emotionally you need freedom and meaning; you feel best with room to roam and worst when life becomes small and routine',
    mask: 'People meet an open, optimistic presence in you, frank and funny, someone who makes the world sound bigger',
    manner: 'aims high and wide, with optimism, frankness and a restless search for meaning',
    gift: 'faith in what is possible and the enthusiasm to share it',
    shadow: 'promising more than the calendar allows',
    love: 'you love as a fellow traveller, and you need a partner who grows with you rather than holds you in place',
    body: 'the hips and thighs',
  },
  Capricorn: {
    core: 'You are built to achieve. You think in long time frames, you respect what is earned, and your life gets better, not harder, as the years pass',
    needs:
      'Emotionally you need respect and a sense of progress; you steady yourself by taking responsibility, sometimes before you have let yourself feel',
    mask: 'People meet a capable, composed presence in you, reserved at first, someone others instinctively trust with serious matters',
    manner: 'works with discipline and ambition, building structures meant to last',
    gift: 'the endurance to climb, one dependable step at a time',
    shadow: 'carrying every burden alone and calling it strength',
    love: 'you love through commitment and practical support, slowly, seriously and for the long term',
    body: 'the bones, knees and teeth',
  },
  Aquarius: {
    core: 'You are built to think for yourself. Your life finds meaning in ideas, friendships and causes larger than one person, and you are happiest being unmistakably yourself',
    needs:
      'Emotionally you need space and friendship within closeness; you process feelings by understanding them, and you need people who accept your independence',
    mask: 'People meet a friendly, original presence in you, a little unconventional, someone who treats everyone as an equal',
    manner: 'thinks independently and inventively, in the service of the group and of the future',
    gift: 'originality and a long view of what could be better for everyone',
    shadow: 'detaching from feelings you would rather analyse than live',
    love: 'you love as a friend first, and you need a partner who is also your ally in ideas',
    body: 'the ankles and circulation',
  },
  Pisces: {
    core: 'You are built to feel and imagine. You sense what cannot be measured, and your life is guided by compassion, intuition and creative vision',
    needs:
      'Emotionally you need quiet and a way to dissolve the day; music, water, prayer or art return you to yourself when the world has been too loud',
    mask: 'People meet a gentle, dreamy presence in you, someone soft-spoken and receptive who seems to understand without being told',
    manner: 'works intuitively and compassionately, dissolving boundaries and following a feeling rather than a map',
    gift: 'empathy and an imagination that can heal',
    shadow: 'absorbing other people\u2019s moods until you lose track of your own',
    love: 'you love tenderly and romantically, and you need a partner who protects your sensitivity rather than exploits it',
    body: 'the feet and the lymphatic system',
  },
};
