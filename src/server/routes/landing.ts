import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { LANDING_HEADLINES, type ExperimentTarget, type LandingHeadline } from '../../domain/experiments';
import type { Database } from '../db/open-database';
import { summarizeError } from '../db/summarize-error';
import { chooseArm } from '../experiments/choose-arm';
import type { EffectiveExperiment } from '../experiments/find-effective-experiment';
import { recordExposure } from '../experiments/record-exposure';
import { ensureVisitorId, readVisitorId } from '../experiments/visitor-cookie';
import type { KeptResults } from '../keep-results-briefly';

type Encoded = { raw: Buffer; br: Buffer | null; gzip: Buffer | null };

const LANDINGS = { '/': 'index', '/love': 'love' } as const;

// A visitor from an ad is not kept waiting for an experiment: past this, the database is too slow
// to ask and the specification's page (or the arm already chosen) is sent.
const DATABASE_BUDGET_MS = 250;

const withinBudget = async <T>(work: Promise<T>): Promise<T | 'late'> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), DATABASE_BUDGET_MS);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
};

/** The prerendered file of a landing for a headline variant (scripts/prerender.mjs writes them all). */
export const landingFileName = (base: string, headline: LandingHeadline) =>
  headline === 'spec' ? `${base}.html` : `${base}.landing_headline-${headline}.html`;

function load(file: string): Encoded | null {
  if (!existsSync(file)) return null;
  const optional = (name: string) => (existsSync(name) ? readFileSync(name) : null);
  return { raw: readFileSync(file), br: optional(`${file}.br`), gzip: optional(`${file}.gz`) };
}

function send(request: FastifyRequest, reply: FastifyReply, page: Encoded) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('content-type', 'text/html; charset=utf-8').header('vary', 'Accept-Encoding, Cookie');
  // Revalidated on every visit, like every page; Vary: Cookie keeps one visitor's arm from another's in any cache.
  reply.header('cache-control', 'no-cache');
  if (page.br && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (page.gzip && /\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.raw);
}

/**
 * / and /love, chosen on the server: the visitor's landing_headline arm picks which prerendered
 * file is sent, so the page paints with its variant and no script ever swaps it (decision 0021).
 * The visitor id cookie is set here, on the first page an ad opens, while a headline experiment
 * runs. When the database does not answer in time, the specification's page is sent: a landing
 * never fails or waits for an experiment.
 */
export async function landingRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    experiments: KeptResults<ExperimentTarget, EffectiveExperiment | null>;
    webDir: string;
    secureCookie: boolean;
  },
): Promise<void> {
  const root = path.resolve(options.webDir);

  const chooseHeadline = async (request: FastifyRequest, reply: FastifyReply): Promise<LandingHeadline> => {
    const experiment = await withinBudget(options.experiments.get('landing_headline'));
    if (experiment === 'late') {
      request.log.warn('landing experiment too slow: the default page is served');
      return 'spec';
    }
    // An id only while a headline test runs: the winner of a stopped one needs none.
    const visitorId =
      readVisitorId(request) ??
      (experiment?.status === 'running' ? ensureVisitorId(request, reply, options.secureCookie) : null);
    const { arm, exposed } = chooseArm(experiment, visitorId);
    if (!arm || !(LANDING_HEADLINES as readonly string[]).includes(arm.key)) return 'spec';
    if (experiment && exposed && visitorId) {
      // The visitor sees the arm chosen even if the exposure cannot be written in time.
      const logged = await withinBudget(recordExposure(options.db, experiment.id, visitorId, arm.key, null));
      if (logged === 'late') request.log.warn('landing exposure not logged in time');
    }
    return arm.key as LandingHeadline;
  };

  for (const [url, base] of Object.entries(LANDINGS)) {
    const pages = new Map<LandingHeadline, Encoded>();
    for (const headline of LANDING_HEADLINES) {
      const page = load(path.join(root, landingFileName(base, headline)));
      if (page) pages.set(headline, page);
    }
    const fallback = pages.get('spec');
    if (!fallback) continue;
    app.get(url, { compress: false }, async (request, reply) => {
      let headline: LandingHeadline = 'spec';
      try {
        headline = await chooseHeadline(request, reply);
      } catch (error) {
        request.log.warn(
          { error: summarizeError(error) },
          'landing experiment unavailable: the default page is served',
        );
      }
      return send(request, reply, pages.get(headline) ?? fallback);
    });
  }
}
