import { reopenConsent } from '../consent/tracking-consent';
import { ContactLines, LegalPage, type LegalSection } from '../legal/legal-page';
import { site } from '../site';

/** The day this text last changed (its last change in git history): change it with the text. */
const LAST_UPDATED = '2026-11-27';

const sections: LegalSection[] = [
  {
    heading: 'Information we collect',
    body: (
      <>
        <p>
          <strong>Information you provide.</strong> When you use our reading funnel you give us:
        </p>
        <ul>
          <li>the identity you choose (female, male or non-binary), your name and your e-mail address;</li>
          <li>
            your birth date, birth time (or that you do not know it) and birth place (city, region, country and its
            coordinates);
          </li>
          <li>the subject you choose, your questions and any additional information you write;</li>
          <li>the delivery option and payment method you choose, and any message you send to our support.</li>
        </ul>
        <p>
          Birth details, questions and similar answers can be personal. Please do not write information you do not want
          us to use for your reading, such as health details you would rather keep to yourself.
        </p>
        <p>
          <strong>Information collected automatically.</strong> When you visit {site.brand} we receive:
        </p>
        <ul>
          <li>
            your IP address and the approximate location derived from it (country, region, city), used to show the right
            prices and delivery options;
          </li>
          <li>
            your browser and device type (user agent), the pages of the funnel you visited and when you were last
            active;
          </li>
          <li>
            where you came from, read from the address of the first page you open: the campaign labels an advertisement
            or e-mail link carries (utm_source, utm_medium, utm_campaign, utm_content, utm_term) and an
            advertiser&apos;s click identifier (fbclid), whether you use a phone, tablet or computer, and that first
            page. They stay in the page&apos;s memory, never stored in your browser, until you choose your identity, and
            are then kept with your reading, unchanged;
          </li>
          <li>
            each step of the funnel you see and each you complete, with its time, recorded by our server with your
            reading. This is our own measurement of the funnel: it uses no cookie, and none of it is sent to others;
          </li>
          <li>
            items stored in your browser&apos;s local storage: your reading number and the secret key that lets only
            your browser open your reading, your e-mail address, offer timers, and your cookie choice;
          </li>
          <li>
            whether you have answered our cookie banner, never your answer, in one cookie of our own, consent_answered
            (a year), so that our pages arrive with the banner only while you have not answered it;
          </li>
          <li>
            only while we compare two versions of a page or of our prices, one cookie of our own, visitor_id (a random
            number, six months), so that you see the same version of a page and the same prices on every visit; we keep
            which version you saw with your reading, and it is never sent to others.
          </li>
        </ul>
        <p>
          <strong>Information from third parties.</strong>
        </p>
        <ul>
          <li>
            Our payment processors (Stripe and PayPal) tell us whether a payment succeeded, failed or was canceled. We
            never receive your full card number.
          </li>
          <li>
            If you arrive from an advertisement on Meta (Facebook, Instagram), the link may carry a click identifier.
            Your browser keeps it only while the tab is open; if you accept in our cookie banner, we store it and a
            random browser identifier in two cookies (_fbc and _fbp, 90 days) and send them with our events to Meta;
            declining later deletes both.
          </li>
        </ul>
      </>
    ),
  },
  {
    heading: 'How we use your information',
    body: (
      <ul>
        <li>to calculate your birth chart and prepare your personalised reading;</li>
        <li>to deliver your reading and send you e-mails about your order;</li>
        <li>
          to ask, once per reading and about a week after it is delivered, for your review of it: one e-mail, never
          repeated, whose &ldquo;Don&apos;t ask me again&rdquo; link stops these requests for all your readings (you can
          also write to us). A review you send is published only with your consent and after we have read it, with the
          name you chose; it is never shown with your e-mail address or birth details;
        </li>
        <li>to process payments and handle refunds;</li>
        <li>to answer your questions and provide support;</li>
        <li>to measure and improve our website and, only with your consent, our advertising;</li>
        <li>to prevent fraud and abuse and to meet our legal obligations.</li>
      </ul>
    ),
  },
  {
    heading: 'How we share your information',
    body: (
      <>
        <p>We do not sell your personal information. We share it only with:</p>
        <ul>
          <li>
            <strong>Payment processors</strong> (Stripe, PayPal), who receive your e-mail address and payment details to
            take your payment, under their own privacy policies;
          </li>
          <li>
            <strong>E-mail delivery providers</strong>, who send your reading and our order e-mails on our behalf;
          </li>
          <li>
            <strong>Hosting and storage providers</strong>, who run our servers and database on our behalf;
          </li>
          <li>
            <strong>Meta Platforms</strong>, only if you accept in our cookie banner: we send events such as viewing our
            landing page or completing the questions step, with your IP address, browser details, click identifiers and,
            hashed (scrambled) before sending, your e-mail address, name and birth date, so Meta can measure our ads. A
            purchase is reported to Meta (its amount, currency and delivery option, with the same details) only if your
            acceptance stands when we report it: we keep your answer, the two cookies&apos; values, your IP address and
            browser details with your order for that, and delete them when you decline later or your data is erased.
            With your acceptance your browser also loads Meta&apos;s pixel, which reports the same events to Meta
            directly. If you decline, nothing about your visit or your purchase is sent to Meta and the pixel is not
            loaded;
          </li>
          <li>authorities, when the law requires it, and a buyer of our business, under this policy.</li>
        </ul>
      </>
    ),
  },
  {
    heading: 'Your choices',
    body: (
      <>
        <p>
          You can accept or decline advertising measurement in our cookie banner and change your answer at any time with
          the button below. You can also clear your browser&apos;s local storage at any time.
        </p>
        <p>
          <strong>A copy of your information, or its deletion.</strong> Write to us from the e-mail address you gave us,
          or call us (section 8), and say whether you want a copy of your information or want it erased; we may ask you
          to confirm that the address is yours. You can also ask us to correct your information or to stop sending you
          e-mails.
        </p>
        <ul>
          <li>
            A copy is one file (JSON) with everything we keep under your e-mail address: each reading with your answers
            and where you came from, the e-mails we sent you and when, the payment events we received, the funnel events
            your browser sent (with the page address and browser details), the steps of the funnel you saw and
            completed, the record of your reading&apos;s PDF and your review.
          </li>
          <li>
            Erasing removes, for every reading under your e-mail address and at once: your name, e-mail address,
            identity choice, birth date, time and place with its coordinates, signs, subject, questions and additional
            information, your location, the advertiser&apos;s click identifier and the campaign&apos;s content and term
            labels, the page addresses and browser details of your events, and the text and name of your review. E-mails
            not yet sent to you are canceled, and the secret key in your browser stops working. The PDF of your reading
            is deleted from our storage right after; if our storage cannot be reached, the PDF can no longer be
            downloaded and we try again every hour until it is deleted.
          </li>
          <li>
            We keep, with no name or e-mail address attached, what our accounts need: the order&apos;s number and date,
            its country, the delivery option and payment method, the amount paid and its currency, the payment
            processor&apos;s reference for it, and any refund or dispute; and, for our statistics, the campaign the
            visit came from (source, medium and name), the device type and first page, and which steps of the funnel the
            reading reached and when; and the star rating of your review, with no words or name, in the count and
            average of our reviews. Copies in our database backups remain until those backups are deleted.
          </li>
        </ul>
        <button
          type="button"
          onClick={reopenConsent}
          className="min-h-11 rounded-full border border-indigo-700 px-5 font-semibold text-indigo-800 hover:bg-indigo-50"
        >
          Cookie settings
        </button>
      </>
    ),
  },
  {
    heading: 'Security',
    body: (
      <>
        <p>
          Each reading can be opened only with a secret key kept in your browser, our website is served over encrypted
          connections, and access to our systems is limited to the people who need it. No system is perfectly secure, so
          we cannot guarantee absolute security.
        </p>
        {/* The figures are the defaults of RETENTION_DAYS and DELIVERED_RETENTION_DAYS (src/server/config.ts), which refuses longer ones. */}
        <p>
          <strong>How long we keep your information.</strong> If you do not complete an order, we erase your personal
          information 90 days after you last used your reading. If you complete an order, paid or free, we erase it two
          years (730 days) after your reading was sent to you, or after your order if the reading was never sent.
          Erasing works as section 4 describes: only an anonymous record of the order stays, for our accounts. We may
          set shorter periods, never longer; our systems check every hour.
        </p>
      </>
    ),
  },
  {
    heading: 'Children under 18',
    body: (
      <p>
        Our services are for adults 18 and older. We do not knowingly collect information from anyone under 18. If you
        believe a minor has given us information, contact us and we will delete it.
      </p>
    ),
  },
  {
    heading: 'Changes to this policy',
    body: (
      <p>
        We may update this policy. The date at the top shows the latest version; important changes are announced on this
        page.
      </p>
    ),
  },
  {
    heading: 'Contact us',
    body: (
      <>
        <p>For any privacy question or request:</p>
        <ContactLines />
      </>
    ),
  },
];

export function Component() {
  return (
    <LegalPage
      title="Privacy Policy"
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          This policy explains what information {site.brand} collects when you use our website and order a reading, how
          we use and share it, and the choices you have.
        </p>
      }
      sections={sections}
    />
  );
}
