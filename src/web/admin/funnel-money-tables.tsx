import type { FunnelReport } from '../../domain/admin-funnel-api';
import { PAID_PRICES, TIER_AMOUNTS, type PaidPrice } from '../../domain/prices';
import { csvAmount, csvShare, type CsvTable } from './download-csv';
import { formatMoney } from './format';
import { formatCount, formatPercent } from './funnel-format';
import { FunnelTable } from './funnel-table';

type TierRow = FunnelReport['tiers'][number];
type RevenueRow = FunnelReport['revenue'][number];

const isPaidPrice = (tier: string): tier is PaidPrice => (PAID_PRICES as readonly string[]).includes(tier);

/** What a tier charges, from the amounts the payment links use; the free tier charges nothing. */
function priceOf(tier: string): string {
  if (tier === 'FREE') return 'free';
  return isPaidPrice(tier) ? formatMoney(TIER_AMOUNTS[tier].minor, TIER_AMOUNTS[tier].currency) : '—';
}

/** A tier's price as its file holds it: the amount and its currency apart; the free tier costs 0 in no currency. */
function priceCells(tier: string): [number | null, string | null] {
  if (tier === 'FREE') return [0, null];
  return isPaidPrice(tier) ? [csvAmount(TIER_AMOUNTS[tier].minor), TIER_AMOUNTS[tier].currency] : [null, null];
}

function tiersCsv(tiers: readonly TierRow[]): CsvTable {
  return {
    header: ['Tier', 'Price', 'Currency', 'Readings', 'Paid', 'Conversion to paid (1 = 100%)'],
    rows: tiers.map((row) => [row.tier, ...priceCells(row.tier), row.readings, row.paid, csvShare(row.conversion)]),
  };
}

function revenueCsv(revenue: readonly RevenueRow[]): CsvTable {
  return {
    header: ['Currency', 'Paid orders', 'Gross', 'Refunded', 'Net'],
    rows: revenue.map((row) => [
      row.currency.toUpperCase(),
      row.orders,
      csvAmount(row.gross_minor),
      csvAmount(row.refunded_minor),
      csvAmount(row.net_minor),
    ]),
  };
}

/** Readings that chose each delivery option, and how many of them paid. */
export function TiersTable({ tiers, fileName }: { tiers: readonly TierRow[]; fileName: string }) {
  return (
    <FunnelTable
      caption="Conversion to paid by tier"
      subject="conversion by tier"
      fileName={fileName}
      csv={tiersCsv(tiers)}
      columns={[
        { header: 'Tier' },
        { header: 'Price', numeric: true },
        { header: 'Readings', numeric: true },
        { header: 'Paid', numeric: true },
        { header: 'Conversion to paid', numeric: true },
      ]}
      rows={tiers.map((row) => ({
        key: row.tier,
        cells: [
          { text: row.tier },
          { text: priceOf(row.tier) },
          { text: formatCount(row.readings) },
          { text: formatCount(row.paid) },
          { text: formatPercent(row.conversion) },
        ],
      }))}
    />
  );
}

/** Money taken per currency, refunds netted out; currencies are never added together. */
export function RevenueTable({ revenue, fileName }: { revenue: readonly RevenueRow[]; fileName: string }) {
  return (
    <FunnelTable
      caption="Revenue by currency, refunds netted"
      subject="revenue"
      fileName={fileName}
      csv={revenueCsv(revenue)}
      columns={[
        { header: 'Currency' },
        { header: 'Paid orders', numeric: true },
        { header: 'Gross', numeric: true },
        { header: 'Refunded', numeric: true },
        { header: 'Net', numeric: true },
      ]}
      rows={revenue.map((row) => ({
        key: row.currency,
        cells: [
          { text: row.currency.toUpperCase() },
          { text: formatCount(row.orders) },
          { text: formatMoney(row.gross_minor, row.currency) },
          { text: formatMoney(row.refunded_minor, row.currency) },
          {
            text: formatMoney(row.net_minor, row.currency),
            node: <strong>{formatMoney(row.net_minor, row.currency)}</strong>,
          },
        ],
      }))}
    />
  );
}
