// Custom dashboards (ADR 039): the cards a user picks from the metrics every area exposes.
import { z } from 'zod';
import type { MetricDescription, MetricFormat } from '../area-metrics';
import { formatAmount } from '../monetization/price';
import { formatNumber } from '../number-format';

/** A card's width in the dashboard's three columns. */
export const cardSizes = ['small', 'medium', 'large'] as const;
export type CardSize = (typeof cardSizes)[number];
export const cardColumns: Record<CardSize, 1 | 2 | 3> = { small: 1, medium: 2, large: 3 };

export const maxDashboardCards = 12;
/** The days each card covers, compared with as many days before them. */
export const dashboardPeriodDays = 30;

export const customDashboardMessages = {
  customize: 'Customize',
  notOnPlan: 'Custom dashboards are part of the Enterprise plan.',
  unknownMetric: 'Choose a metric from the list.',
  tooManyCards: `A dashboard holds at most ${maxDashboardCards} cards.`,
  duplicateMetric: 'Each metric can be on the dashboard once.',
  invalidSize: 'Choose a size: small, medium or large.',
  saveBeforeSharing: 'Save your dashboard before sharing it.',
} as const;

export const dashboardCardSchema = z.object({
  metricId: z.string({ error: customDashboardMessages.unknownMetric }).min(1, customDashboardMessages.unknownMetric).max(100),
  size: z.enum(cardSizes, { error: customDashboardMessages.invalidSize }),
});
export type DashboardCard = z.infer<typeof dashboardCardSchema>;

/** PUT /api/dashboard/custom: the cards in the order they are shown. */
export const dashboardLayoutSchema = z.object({
  cards: z
    .array(dashboardCardSchema)
    .max(maxDashboardCards, customDashboardMessages.tooManyCards)
    .refine((cards) => new Set(cards.map((card) => card.metricId)).size === cards.length, customDashboardMessages.duplicateMetric),
});
export type DashboardLayout = z.infer<typeof dashboardLayoutSchema>;

/** A card as shown: its metric's figure over the last 30 days and the change against the 30 before. */
export interface DashboardCardValue extends DashboardCard, Omit<MetricDescription, 'id'> {
  /** null: the source is not set up ('—'). */
  value: number | null;
  previous: number | null;
  /** Percent against the previous period; null without one. */
  change: number | null;
  currency?: string;
}

/** GET /api/dashboard/custom: null cards while the user keeps the default dashboard. */
export interface CustomDashboard {
  cards: DashboardCardValue[] | null;
  period: { from: string; to: string };
  /** The read-only link, while one is shared. */
  shareUrl: string | null;
}

/** GET /api/shared-dashboards/:token: the cards and nothing else. */
export interface SharedDashboard {
  cards: DashboardCardValue[];
  period: { from: string; to: string };
}

/** A figure as the card shows it; '—' where there is none. */
export function formatMetric(value: number | null, format: MetricFormat, currency?: string): string {
  if (value === null) return '—';
  switch (format) {
    case 'percent':
      return `${formatNumber(value, { maximumFractionDigits: 1 })}%`;
    case 'money':
      return formatAmount(value, currency ?? 'USD');
    case 'duration': {
      const seconds = Math.round(value);
      return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
    }
    default:
      return formatNumber(Math.round(value));
  }
}

/** Moves the card at `from` to `to` (drag, or the up and down buttons); the others keep their order. */
export function moveCard<Card>(cards: readonly Card[], from: number, to: number): Card[] {
  if (from === to || from < 0 || from >= cards.length || to < 0 || to >= cards.length) return [...cards];
  const moved = [...cards];
  const [card] = moved.splice(from, 1);
  moved.splice(to, 0, card as Card);
  return moved;
}

/** A card's change against the previous period: '+12.5%', or '' without one. */
export function changeText(change: number | null): string {
  if (change === null) return '';
  return `${change > 0 ? '+' : ''}${formatNumber(change, { maximumFractionDigits: 1 })}%`;
}

/** Whether a change is good news: a rise, or a fall for a metric where lower is better. */
export function changeTone(change: number | null, lowerIsBetter = false): 'good' | 'bad' | 'flat' {
  if (change === null || change === 0) return 'flat';
  return change > 0 !== lowerIsBetter ? 'good' : 'bad';
}
