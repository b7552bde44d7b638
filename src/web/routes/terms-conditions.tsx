import { FREE_TIER, REFUND_PROMISE } from '../../domain/product';
import { ContactLines, LegalPage, type LegalSection } from '../legal/legal-page';
import { site } from '../site';

/** The day this text last changed (its last change in git history): change it with the text. */
const LAST_UPDATED = '2026-11-27';

const sections: LegalSection[] = [
  {
    heading: 'Eligibility: 18 and over',
    body: (
      <p>
        You must be at least 18 years old to use {site.brand} and to order a reading. By using the website you confirm
        that you are.
      </p>
    ),
  },
  {
    heading: 'Lawful use',
    body: (
      <p>
        You agree to use the website only for lawful purposes, to give true information about yourself, not to enter
        another person&apos;s details without their permission, and not to disrupt, probe or misuse the website or its
        systems.
      </p>
    ),
  },
  {
    heading: 'Intellectual property',
    body: (
      <p>
        The website, its texts, images, videos and the readings we prepare are protected by copyright and other laws.
        Your reading is for your personal, non-commercial use; you may not resell or republish it.
      </p>
    ),
  },
  {
    heading: 'Orders, payments and refunds',
    body: (
      <>
        <p>
          Prices and delivery times are shown before you pay. Payments are taken by our payment processors (Stripe or
          PayPal) under their own terms. Every option is delivered by e-mail within the time shown when you choose it;
          the free {FREE_TIER.name} option {FREE_TIER.promiseLabel.toLowerCase()}.
        </p>
        <p>
          {REFUND_PROMISE.terms} Because each reading is prepared for you personally, other refund requests are reviewed
          case by case. Nothing in these terms limits rights you have under the consumer law that applies to you.
        </p>
      </>
    ),
  },
  {
    heading: 'Readings are for entertainment only',
    body: (
      <p>
        Astrology readings are provided for entertainment purposes only. They are not predictions of fact and are not
        medical, psychological, legal, financial or other professional advice. Do not make important decisions based on
        a reading; consult a qualified professional instead.
      </p>
    ),
  },
  {
    heading: 'Disclaimer of warranties',
    body: (
      <p>
        The website and the readings are provided &quot;as is&quot; and &quot;as available&quot;, without warranties of
        any kind, express or implied, including warranties of accuracy, fitness for a particular purpose and
        non-infringement, to the fullest extent permitted by law.
      </p>
    ),
  },
  {
    heading: 'Limitation of liability',
    body: (
      <p>
        To the fullest extent permitted by law, we are not liable for any indirect, incidental, special or consequential
        damages arising from your use of the website or a reading, and our total liability for any claim is limited to
        the amount you paid for the reading concerned.
      </p>
    ),
  },
  {
    heading: 'Indemnification',
    body: (
      <p>
        You agree to indemnify and hold us harmless from claims, losses and costs (including reasonable legal fees)
        arising from your breach of these terms or your misuse of the website.
      </p>
    ),
  },
  {
    heading: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of the State of California, United States, without regard to its
        conflict-of-law rules, subject to any mandatory consumer protection laws of the country where you live.
      </p>
    ),
  },
  {
    heading: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. The date at the top shows the latest version; the version in force when you place an
        order applies to that order.
      </p>
    ),
  },
  {
    heading: 'Entire agreement',
    body: (
      <p>
        These terms and our Privacy Policy are the entire agreement between you and us about the website and the
        readings.
      </p>
    ),
  },
  {
    heading: 'Contact us',
    body: (
      <>
        <p>Questions about these terms:</p>
        <ContactLines />
      </>
    ),
  },
];

export function Component() {
  return (
    <LegalPage
      title="Terms & Conditions"
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          These terms apply to your use of the {site.brand} website and to every reading you order from it. Please read
          them carefully.
        </p>
      }
      sections={sections}
    />
  );
}
