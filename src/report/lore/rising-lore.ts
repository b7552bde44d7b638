import type { SignTexts } from './personal-sign-lore';

/** Original texts for each rising sign: how the person meets the world, three variants each. */
export const RISING_IN_SIGN: SignTexts = {
  Aries: [
    'With Aries rising, you meet life head-on. You walk in quickly, decide quickly and are often the one who breaks the ice; people sense your energy before they know your story.',
    'Aries on the horizon gives you a brisk, youthful manner and a low tolerance for waiting rooms. New situations wake you up, and your instinct is to take the first step rather than watch.',
    'An Aries ascendant makes you look braver than you sometimes feel. That first impression is useful: it opens doors, and you can decide later how much of the warrior you want to keep.',
  ],
  Taurus: [
    'With Taurus rising, you meet life at your own pace. You come across as calm, pleasant and solid, and people relax around you because you never seem to be in a hurry.',
    'Taurus on the horizon gives you a steady presence and an eye for comfort and quality. You take in a new place through your senses first, and you settle in slowly but for good.',
    'A Taurus ascendant makes your first impression one of reliability. You do not rush to impress; you let people discover that your warmth runs deeper than your quiet surface.',
  ],
  Gemini: [
    'With Gemini rising, you meet life with a question. You come across as bright, chatty and alert, and within minutes you have found something in common with almost anyone.',
    'Gemini on the horizon gives you a quick, youthful manner and expressive hands. You scan a room for news and ideas, and you are rarely lost for a word.',
    'A Gemini ascendant makes you seem lighter than you are. Behind the quick replies is a mind taking notes; people who stay longer find the depth behind the wit.',
  ],
  Cancer: [
    'With Cancer rising, you meet life carefully and kindly. You sense the mood of a place before you enter it, and people feel looked after in your company without quite knowing why.',
    'Cancer on the horizon gives you a soft, protective manner and a good memory for faces. You hold back at first and open up once you feel safe, and then you make others feel at home.',
    'A Cancer ascendant makes your first impression gentle, sometimes shy. Under the shell is a strong instinct to protect, and you can be surprisingly fierce for the people you love.',
  ],
  Leo: [
    'With Leo rising, you meet life with presence. People notice you when you walk in, your hair, your smile, the way you hold yourself, and you bring warmth wherever you go.',
    'Leo on the horizon gives you a generous, dignified manner and a sense of occasion. You want to do things with style, and people look to you when a moment needs lifting.',
    'A Leo ascendant makes you look confident even on your shy days. That light draws people to you; let them also see the sensitive heart that cares so much about being liked.',
  ],
  Virgo: [
    'With Virgo rising, you meet life with careful attention. You come across as modest, neat and observant, the person who noticed the detail everyone else missed.',
    'Virgo on the horizon gives you a calm, helpful manner and a slightly reserved first step. You prefer to understand how things work before you commit, and people trust your judgement.',
    'A Virgo ascendant makes your first impression composed and competent. Behind the tidy surface is a caring nature that shows itself by being useful.',
  ],
  Libra: [
    'With Libra rising, you meet life with charm and courtesy. You have a pleasant, balanced presence and a gift for making others feel at ease from the first word.',
    'Libra on the horizon gives you graceful manners and a good eye for appearance. You see the other person’s side quickly, which makes you a natural mediator and host.',
    'A Libra ascendant makes you seem agreeable and easygoing. Underneath, you have firm ideas about fairness, and you stand by them once you feel sure of the facts.',
  ],
  Scorpio: [
    'With Scorpio rising, you meet life with a watchful calm. People sense depth and intensity in you, and your gaze tells them you are not easily fooled.',
    'Scorpio on the horizon gives you a magnetic, private manner. You reveal yourself slowly and selectively, and people who earn your trust find great loyalty there.',
    'A Scorpio ascendant makes your first impression hard to read. You observe before you speak, and you can transform yourself completely when life asks it.',
  ],
  Sagittarius: [
    'With Sagittarius rising, you meet life with open arms. You come across as friendly, frank and optimistic, always ready for a new experience or a good story.',
    'Sagittarius on the horizon gives you a relaxed, adventurous manner and a ready laugh. You make people feel that the world is bigger and friendlier than they thought.',
    'A Sagittarius ascendant makes you look restless and curious. You need room to move; give yourself journeys, studies or causes, and your spirit stays bright.',
  ],
  Capricorn: [
    'With Capricorn rising, you meet life with composure. You come across as serious, capable and reserved, someone others trust with responsibility from the start.',
    'Capricorn on the horizon gives you a dignified, understated manner. You tend to look older when young and younger when older, as your confidence grows with the years.',
    'A Capricorn ascendant makes your first impression one of quiet competence. Behind the reserve is a dry humour that people discover once you relax.',
  ],
  Aquarius: [
    'With Aquarius rising, you meet life as an individual. You come across as friendly but independent, a little unusual, someone with your own way of seeing things.',
    'Aquarius on the horizon gives you an open, curious manner and a touch of detachment. You treat everyone as an equal, and people find you easy to talk to about anything.',
    'An Aquarius ascendant makes your first impression original. You may dress, speak or think against the grain, and you are at your best when you stop trying to fit in.',
  ],
  Pisces: [
    'With Pisces rising, you meet life with softness and sensitivity. You come across as gentle and dreamy, and people feel they can tell you their troubles.',
    'Pisces on the horizon gives you a receptive, kind manner and a changeable mood. You absorb the atmosphere around you, so the places and people you choose matter a great deal.',
    'A Pisces ascendant makes your first impression elusive. You adapt to your surroundings like water, and behind the softness lies a rich imagination.',
  ],
};
