import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { documentLinkAnswerSchema } from '../../src/domain/document-link';
import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import type { RenderReading } from '../../src/server/delivery/render-reading';
import { runDeliveries } from '../../src/server/delivery/run-deliveries';
import { scheduleDelivery } from '../../src/server/delivery/schedule-delivery';
import type { DeliveryDeps } from '../../src/server/delivery/send-delivery';
import { createDocumentStore } from '../../src/server/documents/document-store';
import { createMailSender, type MailSender } from '../../src/server/mail/mail-sender';
import { senderAddress } from '../../src/server/mail/sender-address';
import { createObjectStore, type ObjectStore } from '../../src/server/storage/create-object-store';
import { startSmtpSink, type SmtpSink } from './fakes/smtp-sink';
import { auth, createBuyer, rows, tinyPdfRenderer } from './fulfilment-helpers';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const site = loadSiteConfig('config/site.json');
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const SECRET = 'reading-documents-test-secret-0123456789abcdef';
const BASE = 'https://astral.example';
const DAY = 86_400_000;

type S3rverServer = { run: () => Promise<{ port: number }>; close: () => Promise<void> };
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => S3rverServer;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const pdfOf = (mail: ParsedMail) =>
  mail.attachments.find((a) => a.contentType === 'application/pdf')?.content as Buffer;
/** The download link the e-mail carries, as a path the app answers. */
const linkOf = (mail: ParsedMail) => {
  const url = /https:\/\/astral\.example(\/api\/documents\/\S+)/.exec(mail.text ?? '')?.[1];
  expect(url).toBeDefined();
  return url as string;
};

describe.each(DATABASE_KINDS)('kept reading documents on the %s database', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let smtp: SmtpSink;
  let mailer: MailSender;
  const documentsDir = mkdtempSync(path.join(tmpdir(), 'astral-kept-'));
  const documents = createDocumentStore(documentsDir, null);
  let renders = 0;
  /** A renderer whose every PDF differs, so a resent document shows it was kept, not rendered again. */
  const counting: RenderReading = async (reading) => {
    renders += 1;
    const tiny = await tinyPdfRenderer(reading);
    return { ...tiny, pdf: Buffer.concat([Buffer.from(tiny.pdf), Buffer.from(`\n% render ${renders}\n`)]) };
  };
  const deps = (overrides: Partial<DeliveryDeps> = {}): DeliveryDeps => ({
    db: database.db,
    mailer,
    from: senderAddress(undefined, site),
    mail: { site, publicBaseUrl: BASE },
    renderReading: counting,
    documents,
    linkSecret: SECRET,
    now: () => new Date(),
    log: quiet,
    ...overrides,
  });
  const mailsTo = (address: string) =>
    smtp.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === address);
  // As the README tells an operator to resend; a second back, since the database's now() has
  // microseconds and the run's due-by time (a JavaScript Date) only milliseconds.
  const resend = (id: number) =>
    database.db.execute(
      sql`update deliveries set status = 'pending', attempts = 0, next_attempt_at = now() - interval '1 second' where reading_id = ${id} and kind = 'reading'`,
    );
  async function deliver(email: string, name: string): Promise<{ id: number; token: string; mail: ParsedMail }> {
    const buyer = await createBuyer(app, email, name, '$29');
    await scheduleDelivery(database.db, buyer.id, 'reading', new Date());
    expect(await runDeliveries(deps(), { dueBy: new Date() })).toMatchObject({ sent: 1 });
    return { ...buyer, mail: mailsTo(email).at(-1) as ParsedMail };
  }

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

  it('keeps the delivered PDF with its checksum, and a resend sends the same bytes without rendering again', async () => {
    const before = renders;
    const { id, mail } = await deliver('kept@example.com', 'Ada Kept');
    const first = pdfOf(mail);
    const [row] = await rows<{ storage_key: string; sha256: string; byte_size: number }>(
      database.db,
      sql`select * from reading_documents where reading_id = ${id}`,
    );
    expect(row).toMatchObject({
      sha256: sha256(first),
      byte_size: first.length,
      storage_key: `readings/${id}/${sha256(first)}.pdf`,
    });

    await resend(id);
    expect(await runDeliveries(deps(), { dueBy: new Date() })).toMatchObject({ sent: 1 });
    const mails = mailsTo('kept@example.com');
    expect(mails).toHaveLength(2);
    expect(pdfOf(mails[1]!).equals(first)).toBe(true);
    expect(renders - before).toBe(1);
  });

  it("downloads the same PDF from the e-mail's link, and never another reading's", async () => {
    const a = await deliver('link-a@example.com', 'Zoë Nguyễn');
    const b = await deliver('link-b@example.com', 'Bea Other');
    expect(a.mail.text).toMatch(
      /download it from this link until \d{1,2} \w+ \d{4}\.\nhttps:\/\/astral\.example\/api\/documents\//,
    );
    expect(a.mail.html).toMatch(/download it from the button below until \d{1,2} \w+ \d{4}/);
    expect(a.mail.html).toContain('Download your reading (PDF)');

    const download = await app.inject({ method: 'GET', url: linkOf(a.mail) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('Zoë-Nguyễn-astral-reading.pdf')}`,
    );
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(pdfOf(a.mail))).toBe(true);

    // A's signature on B's id, B's on A's, and every other change: the same clear page, nothing served.
    const linkA = linkOf(a.mail);
    const linkB = linkOf(b.mail);
    const swapped = linkA.replace(`/documents/${a.id}?`, `/documents/${b.id}?`);
    const [, expires] = /expires=(\d+)/.exec(linkA) ?? [];
    const later = linkA.replace(`expires=${expires}`, `expires=${Number(expires) + 86_400}`);
    const badSignature = linkA.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    for (const url of [
      swapped,
      later,
      badSignature,
      linkA.split('?')[0]!,
      linkB.replace(/signature=.*/, 'signature='),
    ]) {
      const refused = await app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(refused.body).toContain('This download link is not valid');
      expect(refused.body).toContain(site.supportEmail);
    }
  });

  it('writes the e-mail for this visitor: their signs, their first question and how its answer begins, in HTML and plain text', async () => {
    const { mail } = await deliver('personal@example.com', 'Pia Personal');
    for (const part of [mail.text ?? '', mail.html || '']) {
      expect(part).toContain('the Sun in Pisces, the Moon in Cancer and Leo rising');
      expect(part).toContain('You asked me: “Will I find love this year?”');
      expect(part).toContain('Yes, and sooner than you think. Venus is on your side.');
      expect(part).toContain(site.supportEmail);
    }
    // The preview line mail apps show beside the subject, hidden in the body.
    expect(mail.html).toMatch(/<div[^>]*display:none[^>]*>Pisces Sun, Cancer Moon, Leo rising/);
    // The name stays out of the subject (decision 0032); the greeting inside has it.
    expect(mail.subject).toBe('Your personal astral reading is ready');
    // Paid: the bonus, no upgrade line; free: the upgrade line once, no bonus.
    expect(mail.text).toContain('free second reading');
    expect(mail.text).not.toContain('free STANDARD tier');
    const free = await createBuyer(app, 'free-tier@example.com', 'Fay Free', 'FREE');
    // Ordered at 14:40 in Rome on Tuesday 24 November 2026, its address confirmed at once.
    await database.db.execute(
      sql`update readings set payment_completed_at = '2026-11-24T13:40:00Z', email_confirmed_at = '2026-11-24T13:41:00Z' where id = ${free.id}`,
    );
    await scheduleDelivery(database.db, free.id, 'reading', new Date());
    await runDeliveries(deps(), { dueBy: new Date() });
    const freeMail = mailsTo('free-tier@example.com').at(-1) as ParsedMail;
    expect(freeMail.text).not.toContain('free second reading');
    // The free tier by its name and promise on every page and e-mail (src/domain/product.ts).
    expect(freeMail.text?.match(/free STANDARD tier, delivered within 3 days/g)).toHaveLength(1);
    // When each paid tier would have brought this very order, from its order time.
    expect(freeMail.text?.replace(/\s+/g, ' ')).toContain(
      'Had you chosen a paid tier, it would have reached you with VIP SKIP THE LINE by 4:40 PM on Tuesday 24 November, and with FAST TRACK by noon on Wednesday 25 November (Rome time).',
    );
  });

  it('tells an expired link apart, with the way to a new one', async () => {
    const { mail } = await deliver('expired@example.com', 'Eve Late');
    const future = await buildApp({
      database,
      site,
      storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')),
      searchCities: () => [],
      logLevel: 'silent',
      documents: { documents, linkSecret: SECRET, publicBaseUrl: BASE, now: () => new Date(Date.now() + 91 * DAY) },
    });
    try {
      const expired = await future.inject({ method: 'GET', url: linkOf(mail) });
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain('This download link has expired');
      expect(expired.body).toContain('we will send you a new link');
      // Still valid the day before it runs out: the e-mail promises 90 days.
      const ninety = await buildApp({
        database,
        site,
        storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')),
        searchCities: () => [],
        logLevel: 'silent',
        documents: { documents, linkSecret: SECRET, publicBaseUrl: BASE, now: () => new Date(Date.now() + 89 * DAY) },
      });
      expect((await ninety.inject({ method: 'GET', url: linkOf(mail) })).statusCode).toBe(200);
      await ninety.close();
    } finally {
      await future.close();
    }
  });

  it('gives the visitor a fresh link to their own reading once it is delivered, and nothing before', async () => {
    const buyer = await createBuyer(app, 'own-link@example.com', 'Ola Own', '$29');
    const ask = (token: string) =>
      app.inject({ method: 'GET', url: `/api/readings/${buyer.id}/document`, headers: auth(token) });
    const early = await ask(buyer.token);
    expect(early.statusCode).toBe(200);
    expect(documentLinkAnswerSchema.parse(early.json())).toEqual({ ready: false });
    await scheduleDelivery(database.db, buyer.id, 'reading', new Date());
    await runDeliveries(deps(), { dueBy: new Date() });
    const ready = await ask(buyer.token);
    expect(ready.statusCode).toBe(200);
    const answer = documentLinkAnswerSchema.parse(ready.json());
    if (!answer.ready) throw new Error('not ready after delivery');
    const { url, expires_at } = answer;
    expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now() + 89 * DAY);
    expect((await app.inject({ method: 'GET', url: url.replace(BASE, '') })).statusCode).toBe(200);
    expect((await ask('x'.repeat(43))).statusCode).toBe(404);
  });

  it('refuses to send a kept document that no longer matches its checksum, and says so', async () => {
    const { id } = await deliver('tampered@example.com', 'Tom Pered');
    const [row] = await rows<{ storage_key: string }>(
      database.db,
      sql`select storage_key from reading_documents where reading_id = ${id}`,
    );
    // createDocumentStore keeps them in DATA_DIR/documents.
    writeFileSync(path.join(documentsDir, 'documents', row!.storage_key), 'not the delivered PDF');
    await resend(id);
    expect(await runDeliveries(deps(), { dueBy: new Date() })).toMatchObject({ sent: 0, retry: 1 });
    const [delivery] = await rows<{ last_error: string }>(
      database.db,
      sql`select last_error from deliveries where reading_id = ${id} and kind = 'reading'`,
    );
    expect(delivery?.last_error).toContain('does not match its checksum');
    expect(mailsTo('tampered@example.com')).toHaveLength(1);
    // Nothing is left half-written in the folder.
    expect(readdirSync(path.join(documentsDir, 'documents', 'readings', String(id)))).toEqual([
      path.basename(row!.storage_key),
    ]);
  });
});

describe('the document store in an S3 store (s3rver)', () => {
  it('puts and gets a document under documents/, and answers null for one it does not hold', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'astral-s3rver-'));
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      allowMismatchedSignatures: true,
      vhostBuckets: false,
      configureBuckets: [{ name: 'astral-media', configs: [] }],
    });
    const { port } = await server.run();
    const store = createObjectStore({
      S3_BUCKET: 'astral-media',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'any',
      S3_FORCE_PATH_STYLE: true,
    }) as ObjectStore;
    try {
      const documents = createDocumentStore('/nonexistent', store);
      expect(documents.kind).toBe('s3');
      const pdf = Buffer.from('%PDF-1.4 a kept reading');
      await documents.put('readings/5/abc.pdf', pdf);
      expect((await documents.get('readings/5/abc.pdf'))?.equals(pdf)).toBe(true);
      expect(await documents.get('readings/6/none.pdf')).toBeNull();
      await expect(documents.put('../escape.pdf', pdf)).rejects.toThrow('not a document key');
    } finally {
      store.client.destroy();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
