import type { FunnelReport } from '../../domain/admin-funnel-api';
import { PAID_PRICES, TIER_AMOUNTS, type PaidPrice } from '../../domain/prices';
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

/** Readings that chose each delivery option, and how many of them paid. */
export function TiersTable({ tiers, fileName }: { tiers: readonly TierRow[]; fileName: string }) {
  return (
    <FunnelTable
      caption="Conversion to paid by tier"
      subject="conversion by tier"
      fileName={fileName}
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
