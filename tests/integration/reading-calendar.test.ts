import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import ical from 'node-ical';
import type { VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { documentLinkAnswerSchema } from '../../src/domain/document-link';
import type { ReadingCalendar } from '../../src/domain/reading-calendar';
import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import type { RenderReading } from '../../src/server/delivery/render-reading';
import { runDeliveries } from '../../src/server/delivery/run-deliveries';
import { scheduleDelivery } from '../../src/server/delivery/schedule-delivery';
import type { DeliveryDeps } from '../../src/server/delivery/send-delivery';
import { createDocumentStore } from '../../src/server/documents/document-store';
import { createMailSender, type MailSender } from '../../src/server/mail/mail-sender';
import { senderAddress } from '../../src/server/mail/sender-address';
import { startSmtpSink, type SmtpSink } from './fakes/smtp-sink';
import { auth, createBuyer, tinyPdfRenderer } from './fulfilment-helpers';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const site = loadSiteConfig('config/site.json');
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const SECRET = 'reading-calendar-test-secret-0123456789abcdef';
const BASE = 'https://astral.example';

/** The dates a real reading keeps beside its PDF (the tiny renderer computes no chart). */
const CALENDAR: ReadingCalendar = {
  preparedOn: '2026-11-28',
  windows: [
    {
      question: 'Will I find love this year?',
      planet: 'Jupiter',
      aspect: 'trine',
      natal: 'Venus',
      from: '2027-03-03',
      to: '2027-04-20',
      peak: '2027-03-28',
    },
    {
      question: 'Should I move to Milan?',
      planet: 'Saturn',
      aspect: 'square',
      natal: 'Moon',
      from: '2026-12-30',
      to: '2027-01-02',
      peak: '2026-12-31',
    },
  ],
};

const dated: RenderReading = async (reading) => {
  const tiny = await tinyPdfRenderer(reading);
  return { ...tiny, summary: { ...tiny.summary, calendar: CALENDAR } };
};

/** The reading's links as the e-mail carries them, as paths the app answers. */
function linksOf(mail: ParsedMail): { pdf: string; calendar: string } {
  const paths = [...(mail.text ?? '').matchAll(/https:\/\/astral\.example(\/api\/documents\/\S+)/g)].map((m) => m[1]);
  const pdf = paths.find((p) => p?.includes('/calendar?') === false);
  const calendar = paths.find((p) => p?.includes('/calendar?'));
  if (!pdf || !calendar) throw new Error(`the e-mail lacks a link: ${paths.join(', ')}`);
  return { pdf, calendar };
}

const day = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

function eventsOf(ics: string): VEvent[] {
  return Object.values(ical.sync.parseICS(ics)).filter((c): c is VEvent => c?.type === 'VEVENT');
}

describe.each(DATABASE_KINDS)('the reading calendar on the %s database', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let smtp: SmtpSink;
  let mailer: MailSender;
  const documentsDir = mkdtempSync(path.join(tmpdir(), 'astral-calendar-'));
  const documents = createDocumentStore(documentsDir, null);
  const deps = (renderReading: RenderReading): DeliveryDeps => ({
    db: database.db,
    mailer,
    from: senderAddress(undefined, site),
    mail: { site, publicBaseUrl: BASE },
    renderReading,
    documents,
    linkSecret: SECRET,
    now: () => new Date(),
    log: quiet,
  });
  const mailTo = (address: string) =>
    smtp.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === address).at(-1);
  async function deliver(email: string, renderReading: RenderReading = dated) {
    const buyer = await createBuyer(app, email, 'Cal Endar', '$29');
    await scheduleDelivery(database.db, buyer.id, 'reading', new Date());
    expect(await runDeliveries(deps(renderReading), { dueBy: new Date() })).toMatchObject({ sent: 1 });
    return { ...buyer, mail: mailTo(email) as ParsedMail };
  }
  const open = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    smtp = await startSmtpSink();
    mailer = createMailSender({ from: senderAddress(undefined, site), smtpUrl: smtp.url, outboxDir: '' });
    app = await buildApp({
      database,
      site,
      storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')),
      searchCities: () => [],
      logLevel: 'silent',
      createRateLimit: 1000,
      documents: { documents, linkSecret: SECRET, publicBaseUrl: BASE },
    });
  });

  afterAll(async () => {
    await app.close();
    mailer.close();
    await smtp.close();
    await database.dispose();
    rmSync(documentsDir, { recursive: true, force: true });
  });

  it('attaches the calendar to the e-mail and serves the same file from its signed link', async () => {
    const { id, mail } = await deliver('calendar@example.com');
    const attached = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(attached?.filename).toBe('Cal-Endar-astral-reading-dates.ics');
    expect(mail.html).toContain('Add the dates to your calendar');
    const { calendar } = linksOf(mail);
    expect(calendar).toMatch(new RegExp(`^/api/documents/${id}/calendar\\?expires=\\d+&signature=`));

    const response = await open(calendar);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="astral-reading-dates\.ics"; filename\*=UTF-8''Cal-Endar-astral-reading-dates\.ics$/,
    );
    expect(response.body).toBe(attached?.content.toString('utf8'));
    const events = eventsOf(response.body);
    expect(events.map((e) => [e.summary, day(e.start), day(e.end as Date)])).toEqual([
      ['Jupiter trine your Venus — Will I find love this year?', '2027-03-03', '2027-04-21'],
      ['Saturn square your Moon — Should I move to Milan?', '2026-12-30', '2027-01-03'],
    ]);
    expect(events.every((e) => e.alarms?.length === 1)).toBe(true);
  });

  it('refuses an altered link, as the PDF does', async () => {
    const { mail } = await deliver('calendar-altered@example.com');
    const { pdf, calendar } = linksOf(mail);
    const alter = (link: string) => link.replace(/signature=./, (s) => `signature=${s.endsWith('A') ? 'B' : 'A'}`);
    const [pdfRefused, calendarRefused] = await Promise.all([open(alter(pdf)), open(alter(calendar))]);
    expect(pdfRefused.statusCode).toBe(403);
    expect(calendarRefused.statusCode).toBe(403);
    expect(calendarRefused.body).toContain('This download link is not valid');
    // A PDF link's signature opens its own reading's calendar, and no other reading's.
    const other = await deliver('calendar-other@example.com');
    const query = calendar.split('?')[1];
    expect((await open(`/api/documents/${other.id}/calendar?${query}`)).statusCode).toBe(403);
  });

  it('is revoked with the download link', async () => {
    const { id, mail } = await deliver('calendar-revoked@example.com');
    const { pdf, calendar } = linksOf(mail);
    expect((await open(calendar)).statusCode).toBe(200);
    // What an address change does to the reading's links (raiseLinkGeneration).
    await database.db.execute(
      sql`update readings set document_link_generation = document_link_generation + 1 where id = ${id}`,
    );
    const [pdfRefused, calendarRefused] = await Promise.all([open(pdf), open(calendar)]);
    expect(pdfRefused.statusCode).toBe(410);
    expect(calendarRefused.statusCode).toBe(410);
    expect(calendarRefused.body).toContain('This download link was replaced');
  });

  it('gives the download page the calendar link with the PDF link, when the reading dates any window', async () => {
    const withDates = await deliver('calendar-page@example.com');
    const answer = documentLinkAnswerSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/readings/${withDates.id}/document`,
          headers: auth(withDates.token),
        })
      ).json(),
    );
    if (!answer.ready) throw new Error('not ready after delivery');
    expect(answer.calendar_url).toBe(answer.url.replace('?', '/calendar?'));
    expect((await open((answer.calendar_url ?? '').replace(BASE, ''))).statusCode).toBe(200);

    // A reading kept before calendars: no link offered, none attached, and its link says why.
    const undated = await deliver('calendar-none@example.com', tinyPdfRenderer);
    expect(undated.mail.attachments.some((a) => a.contentType.startsWith('text/calendar'))).toBe(false);
    expect(undated.mail.text).not.toContain('/calendar?');
    const plain = documentLinkAnswerSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/readings/${undated.id}/document`,
          headers: auth(undated.token),
        })
      ).json(),
    );
    if (!plain.ready) throw new Error('not ready after delivery');
    expect(plain.calendar_url).toBeUndefined();
    const refused = await open(plain.url.replace(BASE, '').replace('?', '/calendar?'));
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toContain('This reading has no calendar file');
  });
});
