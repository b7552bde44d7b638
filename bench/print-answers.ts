// Prints the review set's answers as a client reads them, with each person's birth data, for a reviewer.
// Usage: npx tsx bench/print-answers.ts [--brief]   (--brief adds the testimony each answer was given)
import { buildReadingDocument } from '../src/report/document/build-reading-document';
import { SITE } from '../src/report/synthesis/test-fixtures';
import { REVIEW_NOW, REVIEW_READINGS, reviewInput } from './answer-review-set';

const withBrief = process.argv.includes('--brief');

for (const reading of REVIEW_READINGS) {
  const input = reviewInput(reading);
  const doc = buildReadingDocument(input, SITE, REVIEW_NOW);
  console.log(
    `\n######## ${input.name}: born ${input.birthDate} ${input.birthTime}, ${input.birthCity}, ${input.birthCountry} (${input.timeZone}); reading made ${doc.preparedOn}`,
  );
  if (input.additionalInfo) console.log(`Additional information: ${input.additionalInfo}`);
  for (const answer of doc.questions) {
    console.log(`\n=== ${answer.question}`);
    for (const paragraph of answer.paragraphs) console.log(`\n${paragraph}`);
    if (withBrief) console.log(`\n[brief] ${JSON.stringify(answer.brief)}`);
  }
}
