import type { ConversionSuggestion } from '@/shared/monetization/suggestions';
import { revenueStreamLabels } from '@/shared/monetization/monetization';
import { formatAmount } from '@/shared/monetization/price';
import type { MonetizationSummary } from '@/shared/monetization/revenue';

/** A link this many clicks in the period with no conversion is worth a look. */
export const clicksWithoutConversion = 50;
/** A page with this many visitors and no tracked link clicked is an offer missed. */
export const visitorsWithoutOffer = 100;
/** A stream this far down against the period before. */
export const fallingShare = 20;

export interface SuggestionFigures {
  days: number;
  /** Tracked links with their period's clicks and credited conversions. */
  links: { name: string; kind: 'program' | 'product'; clicks: number; conversions: number }[];
  /** Published content with its period's visitors, and the tracked clicks that came from it. */
  pages: { title: string; visitors: number; clicks: number }[];
  summary: MonetizationSummary;
}

const count = (value: number) => value.toLocaleString('en-US');

/** The suggestions the figures prompt, most telling first: what the offline writer says, and what the AI is asked to word. */
export function suggestionsFrom(figures: SuggestionFigures): ConversionSuggestion[] {
  const found: ConversionSuggestion[] = [];
  for (const link of figures.links
    .filter((candidate) => candidate.clicks >= clicksWithoutConversion && candidate.conversions === 0)
    .sort((a, b) => b.clicks - a.clicks)) {
    found.push({
      kind: 'clicks-without-conversions',
      title: `${link.name} gets clicks but no conversions`,
      detail:
        link.kind === 'program'
          ? 'Check that the network posts conversions to the program’s postback URL with the uc click id, and that the offer matches what the page promises.'
          : 'Check the sale page: the price, the checkout and the promise of the page that links to it.',
      figure: `${count(link.clicks)} clicks, 0 conversions in ${figures.days} days`,
      actionPath: `/monetization?tab=${link.kind === 'program' ? 'affiliate' : 'products'}`,
    });
  }
  for (const page of figures.pages
    .filter((candidate) => candidate.visitors >= visitorsWithoutOffer && candidate.clicks === 0)
    .sort((a, b) => b.visitors - a.visitors)
    .slice(0, 3)) {
    found.push({
      kind: 'traffic-without-offer',
      title: `Add an offer to “${page.title}”`,
      detail: 'The page draws readers but no tracked link on it was clicked: add a relevant affiliate or product link, or a lead magnet.',
      figure: `${count(page.visitors)} visitors, no tracked link clicked in ${figures.days} days`,
      actionPath: '/content',
    });
  }
  for (const { stream, totals } of figures.summary.streams) {
    const [main] = totals;
    if (!main || main.change === null || main.change > -fallingShare) continue;
    found.push({
      kind: 'falling-stream',
      title: `${revenueStreamLabels[stream]} are falling`,
      detail: 'Look at what changed: a link, a price, a page that lost its traffic, or a program that paused.',
      figure: `${formatAmount(main.amountMinor, main.currency)} against ${formatAmount(main.previousMinor, main.currency)} before (${main.change}%)`,
      actionPath: '/monetization?tab=overview',
    });
  }
  return found;
}
