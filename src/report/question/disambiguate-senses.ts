/**
 * Word senses a keyword would misread, rewritten to the sense meant before themes are scored: saving a marriage is not
 * savings, medicine as a degree is not a treatment, "fired up" is not being fired, a business's operation is not
 * surgery, the labour department is not childbirth, nor is courting a court, sleeping together a matter of sleep,
 * being tired of something fatigue or fitting in fitness. Applied to the normalised text for the themes only, so the
 * visitor's words are kept everywhere else.
 */
const SENSES: readonly [RegExp, string][] = [
  [/\b(?:worth )?sav(?:e|ing) (?:my |our |the |this )?(?:marriage|relationship)\b/g, 'save marriage'],
  [/\b(?:marriage|relationship) (?:is )?(?:worth )?saving\b/g, 'save marriage'],
  [/\b(?:become|becoming|be) a grand(?:mother|father|ma|pa|parent|mom|mum|dad)\b/g, 'have a baby'],
  // "why do my relationships always end": a pattern in the client's love life, not one couple's future.
  [/\bmy relationships\b/g, 'my love life'],
  [/\bfired up\b/g, 'excited'],
  // "tired of being broke", "sick of my job": weary of a matter, not a matter of fatigue or illness.
  [/\b(?:sick and tired|tired|sick) of\b/g, 'fed up with'],
  // "fit in at my new gym": belonging, not fitness.
  [/\bfit in\b/g, 'belong'],
  [/\bcourting\b/g, 'dating'],
  [/\b(?:sleep|sleeping|slept) together\b/g, 'are intimate'],
  [/\b(?:sleep|sleeping|slept) in separate rooms\b/g, 'separate rooms'],
  [/\b(?:scared of|in|into|before|during|of) labou?r\b/g, 'childbirth'],
  [/\binvest(?:ing)? (?:more )?(?:years|time) in\b/g, 'staying in'],
  [/\b(business|company|shop|store|restaurant)(?:'?s)? operations?\b/g, '$1 running'],
  [/\boperations? of (my|our|the|this) (\w+ )?(business|company|shop|store|restaurant)\b/g, 'running of $1 $2$3'],
  [/\blabou?r (?:department|board|office|court|tribunal|case)\b/g, 'court case'],
  [
    /\b(study|studying|take up|taking up|major in|degree in|course in|pursue|choose|go into|get into) medicine\b/g,
    '$1 medical school',
  ],
  [/\bmedicine (or|and|vs|versus) /g, 'medical school $1 '],
  [/ (or|and|vs|versus) medicine\b/g, ' $1 medical school'],
];

/** The text with misleading senses rewritten; unchanged when there are none. */
export function disambiguateSenses(text: string): string {
  return SENSES.reduce((rewritten, [words, meant]) => rewritten.replace(words, meant), text);
}
