import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One row per visitor; the column names are the specification's (section 3). */
export const readings = pgTable(
  'readings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gender: text('gender'),
    email: text('email'),
    user_country: text('user_country'),
    country_code: text('country_code'),
    payment_status: text('payment_status').notNull().default('pending'),
    name: text('name'),
    birth_date: date('birth_date', { mode: 'string' }),
    birth_time: text('birth_time'),
    birth_city_name: text('birth_city_name'),
    birth_city_country: text('birth_city_country'),
    birth_city_state: text('birth_city_state'),
    zodiac_sign: text('zodiac_sign'),
    ascendant: text('ascendant'),
    selected_price: text('selected_price'),
    selected_subject: text('selected_subject'),
    question1: text('question1'),
    question2: text('question2'),
    question3: text('question3'),
    additional_info: text('additional_info'),
    payment_method: text('payment_method'),
    failure_reason: text('failure_reason'),
    payment_completed_at: tz('payment_completed_at'),
    checkout_started_at: tz('checkout_started_at'),
    last_session_time: text('last_session_time'),
    free_selected_at: tz('free_selected_at'),
    make_sent: boolean('make_sent').notNull().default(false),
    created_at: tz('created_at').notNull().defaultNow(),
    step_ten_visited: boolean('step_ten_visited').notNull().default(false),
    reviews_page_visited: boolean('reviews_page_visited').notNull().default(false),
    video_rev_visited: boolean('video_rev_visited').notNull().default(false),
    pdf_reader_visited: boolean('pdf_reader_visited').notNull().default(false),
    checkout_visited: boolean('checkout_visited').notNull().default(false),
    // Beyond the spec: what the real chart needs, and the reading's secret.
    birth_city_lat: doublePrecision('birth_city_lat'),
    birth_city_lon: doublePrecision('birth_city_lon'),
    birth_city_timezone: text('birth_city_timezone'),
    access_token_hash: text('access_token_hash').notNull(),
    updated_at: tz('updated_at').notNull().defaultNow(),
    // What was actually paid, as the provider reported it (minor units: cents, centavos).
    paid_amount_minor: bigint('paid_amount_minor', { mode: 'number' }),
    paid_currency: text('paid_currency'),
    provider_payment_id: text('provider_payment_id'),
    // Money taken back after payment: refunds (partial or full) and disputes (open, won, lost).
    refunded_amount_minor: bigint('refunded_amount_minor', { mode: 'number' }),
    refunded_at: tz('refunded_at'),
    dispute_status: text('dispute_status'),
    disputed_at: tz('disputed_at'),
    // Set when the visitor's personal data was erased: the row stays as the accounts' tombstone.
    erased_at: tz('erased_at'),
    // Set when the client asked (from a review request's link) never to be asked for a review again.
    review_opt_out_at: tz('review_opt_out_at'),
    // Where the visitor came from, kept from their first page view (first-party, never a third-party cookie).
    utm_source: text('utm_source'),
    utm_medium: text('utm_medium'),
    utm_campaign: text('utm_campaign'),
    utm_content: text('utm_content'),
    utm_term: text('utm_term'),
    fbclid: text('fbclid'),
    // phone | tablet | desktop, from the first page view.
    device_class: text('device_class'),
    landing_path: text('landing_path'),
    // Marketing consent as the visitor last gave it, with Meta's matching cookies and the client seen
    // then: what a server-side Purchase event may use, and only while consent stands.
    marketing_consent_at: tz('marketing_consent_at'),
    meta_fbp: text('meta_fbp'),
    meta_fbc: text('meta_fbc'),
    client_ip: text('client_ip'),
    client_user_agent: text('client_user_agent'),
    // Set once the Purchase event reached Meta's Conversions API: it is sent once per reading.
    meta_purchase_sent_at: tz('meta_purchase_sent_at'),
    // The first-party visitor id (cookie) the reading was made under: links it to its experiment arms.
    visitor_id: text('visitor_id'),
    // Set at the pay press when a price experiment's arm priced the chosen tier: what the payment must
    // be (selected_price still names the tier). Null: the tier's own amount (TIER_AMOUNTS).
    quoted_amount_minor: bigint('quoted_amount_minor', { mode: 'number' }),
    quoted_currency: text('quoted_currency'),
    // The one-time offer's end, set once the first time the reading sees the offer (truthful funnel
    // claims): the page counts down to it, and its price is refused or held after it.
    offer_deadline_at: tz('offer_deadline_at'),
    // A free order's address, confirmed through the plain link e-mailed to it: nothing carrying
    // visitor-written text is e-mailed before, and the free tier's promise counts from then.
    email_confirmed_at: tz('email_confirmed_at'),
    // Signed into every document link; raised when the address changes, a refund lands or the
    // reading is erased, so the links issued before stop opening the PDF.
    document_link_generation: integer('document_link_generation').notNull().default(0),
  },
  (table) => [
    index('readings_email_created_idx').on(table.email, table.created_at.desc()),
    index('readings_created_idx').on(table.created_at.desc(), table.id.desc()),
    index('readings_provider_payment_idx').on(table.provider_payment_id),
    // The console finds a reading by any part of its e-mail or name (pg_trgm).
    index('readings_email_trgm_idx').using('gin', sql`lower(${table.email}) gin_trgm_ops`),
    index('readings_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    index('readings_visitor_idx').on(table.visitor_id),
  ],
);

/**
 * The funnel as visitors walk it: each step seen and each step completed, with its time, keyed by
 * reading. Recorded by our own API (first-party); the dashboard reads drop-off and time per step here.
 */
export const funnelSteps = pgTable(
  'funnel_steps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reading_id: bigint('reading_id', { mode: 'number' })
      .notNull()
      .references(() => readings.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    // view | complete
    kind: text('kind').notNull(),
    at: tz('at').notNull().defaultNow(),
  },
  (table) => [
    index('funnel_steps_at_idx').on(table.at),
    index('funnel_steps_reading_idx').on(table.reading_id, table.step),
  ],
);

/** Marketing and funnel events received from the browser (spec: meta-pixel-events). */
export const funnelEvents = pgTable('funnel_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  reading_id: bigint('reading_id', { mode: 'number' }),
  event_name: text('event_name').notNull(),
  event_id: text('event_id'),
  payload: jsonb('payload')
    .notNull()
    .default(sql`'{}'::jsonb`),
  created_at: tz('created_at').notNull().defaultNow(),
});

/**
 * Every payment webhook event received, keyed by the provider's event id: inserted in the same
 * transaction as the change it causes, so a replayed event is a no-op. Events held for review keep
 * what an operator needs to attach the payment to a reading by hand.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    event_id: text('event_id').notNull(),
    event_type: text('event_type').notNull(),
    reading_id: bigint('reading_id', { mode: 'number' }),
    // applied | unchanged | noted | ignored | held (for review, not applied) | rejected (malformed)
    outcome: text('outcome').notNull(),
    note: text('note'),
    amount_minor: bigint('amount_minor', { mode: 'number' }),
    currency: text('currency'),
    // The reading id the payment link carried, even when no reading has it.
    reading_ref: bigint('reading_ref', { mode: 'number' }),
    // Only on held events: the address the payer typed, a hint for the operator, never a match.
    payer_email: text('payer_email'),
    // Stripe checkout session or payment intent id, PayPal capture (or order) id.
    provider_payment_id: text('provider_payment_id'),
    received_at: tz('received_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_events_provider_event_idx').on(table.provider, table.event_id),
    index('payment_events_reading_idx').on(table.reading_id),
  ],
);

/**
 * The delivery outbox: one row per reading and kind ('reading', 'order_confirmation').
 * pending -> sending (claimed, with a lease) -> sent | pending again (retry) | failed (gave up).
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reading_id: bigint('reading_id', { mode: 'number' })
      .notNull()
      .references(() => readings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    due_at: tz('due_at').notNull(),
    next_attempt_at: tz('next_attempt_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    claimed_by: text('claimed_by'),
    claimed_until: tz('claimed_until'),
    // The e-mail's Message-ID: the same on every attempt, so a re-send after an unknown outcome
    // is recognisable as the same message by the receiving systems.
    message_key: text('message_key').notNull(),
    last_error: text('last_error'),
    sent_at: tz('sent_at'),
    created_at: tz('created_at').notNull().defaultNow(),
    updated_at: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deliveries_reading_kind_idx').on(table.reading_id, table.kind),
    uniqueIndex('deliveries_message_key_idx').on(table.message_key),
    index('deliveries_due_idx').on(table.status, table.next_attempt_at),
  ],
);

/**
 * Rate-limit counters shared by every server on this database: one row per limiter key, counting
 * the requests of its current window (which starts at the key's first request, as in memory).
 * Each server adds its local counts a few times a second; expired rows are deleted.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  window_start: tz('window_start').notNull(),
  expires_at: tz('expires_at').notNull(),
});

/**
 * The reading's PDF as delivered, kept so that a resend sends the same bytes and the download link
 * serves them: where it is stored (the document store's key) and its SHA-256, checked on every read.
 */
export const readingDocuments = pgTable('reading_documents', {
  reading_id: bigint('reading_id', { mode: 'number' })
    .primaryKey()
    .references(() => readings.id, { onDelete: 'cascade' }),
  storage_key: text('storage_key').notNull(),
  sha256: text('sha256').notNull(),
  byte_size: integer('byte_size').notNull(),
  /** What the e-mail tells of the reading (signs, the first answer's opening): kept so a resend says the same. */
  summary: jsonb('summary'),
  created_at: tz('created_at').notNull().defaultNow(),
});

/** People who run the site: owners do everything, support cannot export data or see revenue. */
export const operators = pgTable('operators', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull().unique(),
  role: text('role').notNull(),
  /** argon2id; null until the operator sets one through a one-time sign-in link. */
  password_hash: text('password_hash'),
  created_at: tz('created_at').notNull().defaultNow(),
});

/**
 * Wrong console passwords, counted per e-mail address and client address together (known or not),
 * so a stranger's guesses lock only the stranger out, and the answer never tells if the address exists.
 */
export const operatorSigninFailures = pgTable(
  'operator_signin_failures',
  {
    email: text('email').notNull(),
    source: text('source').notNull(),
    failures: integer('failures').notNull().default(0),
    locked_until: tz('locked_until'),
    updated_at: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.email, table.source] }),
    index('operator_signin_failures_updated_idx').on(table.updated_at),
  ],
);

/** Console sessions: only the SHA-256 of the cookie's value is kept, with the CSRF token it pairs with. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id_hash: text('id_hash').primaryKey(),
    operator_id: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    csrf_token: text('csrf_token').notNull(),
    created_at: tz('created_at').notNull().defaultNow(),
    expires_at: tz('expires_at').notNull(),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operator_id)],
);

/** One-time sign-in links printed by `npm run operator`, kept as hashes. */
export const operatorSigninLinks = pgTable('operator_signin_links', {
  token_hash: text('token_hash').primaryKey(),
  operator_id: bigint('operator_id', { mode: 'number' })
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' }),
  expires_at: tz('expires_at').notNull(),
  used_at: tz('used_at'),
});

/** Passkeys (WebAuthn credentials) registered by operators. */
export const operatorPasskeys = pgTable('operator_passkeys', {
  credential_id: text('credential_id').primaryKey(),
  operator_id: bigint('operator_id', { mode: 'number' })
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' }),
  public_key: text('public_key').notNull(),
  counter: bigint('counter', { mode: 'number' }).notNull().default(0),
  transports: jsonb('transports'),
  // The operator's own name for it ("work laptop"), shown where passkeys are listed and removed.
  label: text('label'),
  last_used_at: tz('last_used_at'),
  created_at: tz('created_at').notNull().defaultNow(),
});

/**
 * WebAuthn challenges handed out and not yet answered, keyed by the challenge itself: the browser's
 * answer carries it back, so a sign-in needs no cookie before it. Used once, then deleted.
 */
export const operatorPasskeyChallenges = pgTable('operator_passkey_challenges', {
  challenge: text('challenge').primaryKey(),
  // register | sign-in
  purpose: text('purpose').notNull(),
  // Set when registering: the signed-in operator the new passkey will belong to.
  operator_id: bigint('operator_id', { mode: 'number' }).references(() => operators.id, { onDelete: 'cascade' }),
  expires_at: tz('expires_at').notNull(),
});

/** Every operator action: who (kept by e-mail, so it outlives the account), what, which reading, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operator_email: text('operator_email').notNull(),
    action: text('action').notNull(),
    reading_id: bigint('reading_id', { mode: 'number' }),
    detail: jsonb('detail'),
    created_at: tz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.created_at.desc()),
    index('audit_log_reading_idx').on(table.reading_id),
  ],
);

/** Things an operator must hear of; e-mailed to ALERT_EMAIL at most once per kind per hour. */
export const operatorAlerts = pgTable(
  'operator_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    reading_id: bigint('reading_id', { mode: 'number' }),
    emailed_at: tz('emailed_at'),
    created_at: tz('created_at').notNull().defaultNow(),
  },
  (table) => [index('operator_alerts_kind_created_idx').on(table.kind, table.created_at.desc())],
);

/** Clients' own reviews, asked for after delivery; shown only once an operator approved them. */
export const reviews = pgTable(
  'reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reading_id: bigint('reading_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => readings.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    body: text('body'),
    display_name: text('display_name'),
    // pending | approved | rejected
    status: text('status').notNull().default('pending'),
    moderated_by: text('moderated_by'),
    moderated_at: tz('moderated_at'),
    created_at: tz('created_at').notNull().defaultNow(),
  },
  (table) => [index('reviews_status_idx').on(table.status, table.created_at.desc())],
);

/**
 * Experiments an owner runs: on a screen variant the code offers (target: the slot's name) or on
 * the prices (target 'price'). At most one runs per target; a stopped one names its winner, which
 * every visitor then gets.
 */
export const experiments = pgTable(
  'experiments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    // screen | price
    kind: text('kind').notNull(),
    target: text('target').notNull(),
    // Share of visitors in the experiment, 1..100; the others see the default and are not counted.
    traffic_percent: integer('traffic_percent').notNull(),
    // running | stopped
    status: text('status').notNull().default('running'),
    winner_arm: text('winner_arm'),
    created_by: text('created_by').notNull(),
    created_at: tz('created_at').notNull().defaultNow(),
    stopped_by: text('stopped_by'),
    stopped_at: tz('stopped_at'),
  },
  (table) => [
    uniqueIndex('experiments_running_target_idx')
      .on(table.target)
      .where(sql`${table.status} = 'running'`),
    index('experiments_created_idx').on(table.created_at.desc()),
  ],
);

/** An experiment's arms; a price arm's prices and payment links are jsonb (src/domain/experiments.ts: priceArmSchema). */
export const experimentArms = pgTable(
  'experiment_arms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    experiment_id: bigint('experiment_id', { mode: 'number' })
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    label: text('label').notNull(),
    weight: integer('weight').notNull(),
    price: jsonb('price'),
  },
  (table) => [uniqueIndex('experiment_arms_key_idx').on(table.experiment_id, table.key)],
);

/**
 * Each visitor's arm, recorded once, at their first exposure (the assignment itself is a hash of
 * the visitor id and the experiment, so it is the same on every server and every visit).
 */
export const experimentExposures = pgTable(
  'experiment_exposures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    experiment_id: bigint('experiment_id', { mode: 'number' })
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    visitor_id: text('visitor_id').notNull(),
    arm_key: text('arm_key').notNull(),
    // The visitor's reading once there is one (copied when it is created, or at a later exposure).
    reading_id: bigint('reading_id', { mode: 'number' }).references(() => readings.id, { onDelete: 'set null' }),
    exposed_at: tz('exposed_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('experiment_exposures_visitor_idx').on(table.experiment_id, table.visitor_id),
    index('experiment_exposures_reading_idx').on(table.reading_id),
  ],
);

// The funnel dashboard's daily rollups (decision 0020): one row per UTC day of the readings'
// creation, per mix of the dashboard's filters, kept twice: once per campaign (by_campaign, campaign
// null = no campaign) and once for all campaigns together (campaign null), so a query without a
// campaign reads a hundred rows a day rather than thousands. Rebuilt a day at a time from
// readings and funnel_steps; the triggers of migration 0011 mark a closed day dirty when its data changes.
const rollupKey = {
  day: date('day', { mode: 'string' }).notNull(),
  // philippines | international
  market: text('market').notNull(),
  gender: text('gender'),
  device: text('device'),
  tier: text('tier'),
  by_campaign: boolean('by_campaign').notNull(),
  campaign: text('campaign'),
};

const stepFigures = {
  step: text('step').notNull(),
  visitors: integer('visitors').notNull(),
  completions: integer('completions').notNull(),
  next_visitors: integer('next_visitors').notNull(),
  // Readings timed (first completion at or after the first view), counted per bucket of
  // DURATION_BUCKET_BOUNDS: h0 below the first bound, h14 from the last bound on.
  timed: integer('timed').notNull(),
  h0: integer('h0').notNull(),
  h1: integer('h1').notNull(),
  h2: integer('h2').notNull(),
  h3: integer('h3').notNull(),
  h4: integer('h4').notNull(),
  h5: integer('h5').notNull(),
  h6: integer('h6').notNull(),
  h7: integer('h7').notNull(),
  h8: integer('h8').notNull(),
  h9: integer('h9').notNull(),
  h10: integer('h10').notNull(),
  h11: integer('h11').notNull(),
  h12: integer('h12').notNull(),
  h13: integer('h13').notNull(),
  h14: integer('h14').notNull(),
};

/** Per dashboard row (FUNNEL_REPORT_ROWS' key): visitors, completions, reached next, and the step's durations in buckets. */
export const funnelRollupSteps = pgTable('funnel_rollup_steps', { ...rollupKey, ...stepFigures }, (table) => [
  index('funnel_rollup_steps_day_idx').on(table.day),
  index('funnel_rollup_steps_campaign_idx').on(table.by_campaign, table.campaign, table.day),
]);

/**
 * The same per calendar month (day: its first day), summed from the daily rows: a year without a
 * campaign filter reads some 700 rows a day, too many to sum within the dashboard's budget.
 */
export const funnelRollupStepMonths = pgTable(
  'funnel_rollup_step_months',
  { ...rollupKey, ...stepFigures },
  (table) => [index('funnel_rollup_step_months_campaign_idx').on(table.by_campaign, table.campaign, table.day)],
);

/** The months whose rows in funnel_rollup_step_months are built from all their days. */
export const funnelRollupMonths = pgTable('funnel_rollup_months', {
  day: date('day', { mode: 'string' }).primaryKey(),
});

/** Readings started and paid, and the money (currency: what was paid in; null when not paid). */
export const funnelRollupReadings = pgTable(
  'funnel_rollup_readings',
  {
    ...rollupKey,
    currency: text('currency'),
    readings: integer('readings').notNull(),
    paid: integer('paid').notNull(),
    gross_minor: bigint('gross_minor', { mode: 'number' }).notNull(),
    refunded_minor: bigint('refunded_minor', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('funnel_rollup_readings_day_idx').on(table.day),
    index('funnel_rollup_readings_campaign_idx').on(table.by_campaign, table.campaign, table.day),
  ],
);

/** Readings started per day and campaign, whatever the filters: the campaign list reads a few rows a day here. */
export const funnelRollupCampaigns = pgTable(
  'funnel_rollup_campaigns',
  {
    day: date('day', { mode: 'string' }).notNull(),
    campaign: text('campaign').notNull(),
    readings: integer('readings').notNull(),
  },
  (table) => [index('funnel_rollup_campaigns_day_idx').on(table.day)],
);

/** The closed days whose rollup rows are built. */
export const funnelRollupDays = pgTable('funnel_rollup_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolled_at: tz('rolled_at').notNull().defaultNow(),
});

/**
 * Closed days whose readings or steps changed since their rollup was built (a payment, a refund, a
 * visitor going on after midnight, an erasure). The trigger bumps `version` rather than only
 * inserting, so a writer and a rebuild of the same day queue on the row and no change is lost.
 */
export const funnelRollupDirty = pgTable('funnel_rollup_dirty', {
  day: date('day', { mode: 'string' }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
