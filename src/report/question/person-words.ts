import type { FramePerson } from './question-frame';

/**
 * Word sequences naming a person, each slot a set of alternatives matched on a word's lemma or its typed form; longest
 * first. Relations of relations ("my son's wife", "my husband's sister") are composed by `findMentions` from two
 * of these; only those that are not two person words are listed ("son in law", "his family").
 */
export const PERSON_WORDS: readonly [string, FramePerson][] = [
  ['girl|boy|man|woman my son|daughter', 'child-spouse'],
  ['husband|husbands|wife|wifes|boyfriend|girlfriend|partner|partners|fiance family', 'partner-parent'],
  ['in law|laws', 'partner-parent'],
  ['inlaws|in-laws', 'partner-parent'],
  ['business partner', 'other'],
  ['work friend|mate|bestie', 'colleague'],
  ['best friend', 'friend'],
  ['other woman|man|girl|guy', 'rival'],
  ['sugar daddy|mommy|mummy', 'prospective-partner'],
  ['two|2 guys|men|girls|women|boys', 'prospective-partner'],
  ['man|guy|girl|woman|boy|widower|lady i am|was seeing|dating', 'prospective-partner'],
  ['man|guy|girl|woman|boy|widower|lady from|at', 'prospective-partner'],
  ['lab|study|gym|dance partner', 'prospective-partner'],
  ['ex husband|wife|boyfriend|girlfriend|partner|fiance', 'ex'],
  ['ex|exs', 'ex'],
  ['husband|hubby|wife|boyfriend|bf|girlfriend|gf|fiance|fiancee|fiancé|fiancée|spouse|partner', 'partner'],
  ['grandson|granddaughter|grandchild|grandkid|grandchildren|grandkids', 'grandchild'],
  ['niece|nephew', 'sibling-child'],
  ['baby', 'child'],
  ['son|daughter|stepson|stepdaughter|kid|kids|child|children|teenager|toddler', 'child'],
  ['brother|sister|sibling|twin|kuya|bro|sis', 'sibling'],
  ['mother|mom|mum|mummy|mommy|mama|ma|mamma|stepmother|stepmom', 'mother'],
  ['father|dad|daddy|papa|pa|stepfather|stepdad', 'father'],
  ['parent|parents|folks', 'parents'],
  ['boss|manager|supervisor|ceo', 'boss'],
  ['coworker|colleague|workmate|co-worker', 'colleague'],
  ['employee|staff|assistant|worker|workers|employees', 'employee'],
  ['friend|bestie|bff|barkada|mate|mates|freind', 'friend'],
  ['competitor|rival|enemy|enemies|competitors', 'rival'],
  ['dog|cat|pet|puppy|kitten|horse|parrot', 'pet'],
  ['neighbour|neighbor|neighbours|neighbors|housemate|roommate|flatmate|landlord|tenant|tenants', 'other'],
  ['crush', 'prospective-partner'],
];
