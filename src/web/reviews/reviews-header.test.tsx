import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { ReviewsHeader } from './reviews-header';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/\s+/g, ' ');

describe('the reviews page header', () => {
  it('illustrative: says they are examples and claims no rating, no count and no permission', () => {
    const shown = text(renderToStaticMarkup(<ReviewsHeader mode="illustrative" count={1802} average={null} />));
    expect(shown).toContain('illustrative examples');
    expect(shown).not.toMatch(/\/ 5|4\.9|1,802|reviews\)|permission|Rated/);
  });

  it('real: the true count and average, and the permission each client gave', () => {
    const one = text(renderToStaticMarkup(<ReviewsHeader mode="real" count={1} average={4} />));
    expect(one).toContain('4.0 / 5');
    expect(one).toContain('(1 review)');
    expect(one).toContain('shared with their permission');
    expect(one).not.toContain('4.9');
    const many = text(renderToStaticMarkup(<ReviewsHeader mode="real" count={1250} average={3.7} />));
    expect(many).toContain('3.7 / 5');
    expect(many).toContain('(1,250 reviews)');
    // The videos are the brand clip or real clients' videos: never called illustrative here.
    expect(many).not.toContain('illustrative');
  });

  it('real with none yet: no rating at all, and says why', () => {
    const shown = text(renderToStaticMarkup(<ReviewsHeader mode="real" count={0} average={null} />));
    expect(shown).not.toMatch(/\/ 5|reviews\)/);
    expect(shown).toContain('No client reviews have been published yet');
  });

  it("simulated: the specification's header, invented rating and all, beside the illustrative notice", () => {
    const shown = text(renderToStaticMarkup(<ReviewsHeader mode="simulated" count={1802} average={null} />));
    expect(shown).toContain('4.9 / 5');
    expect(shown).toContain('(1,802 reviews)');
    expect(shown).toContain("Our clients' testimonials are shared with their permission.");
    expect(shown).toContain('illustrative examples');
  });
});
