// Optimize Conversions → Get Suggestions (issue 35): suggestions drawn from the workspace's own
// figures, each with the figure that prompted it; the AI rewords them, the offline writer states them.

export const suggestionKinds = ['clicks-without-conversions', 'traffic-without-offer', 'falling-stream'] as const;
export type SuggestionKind = (typeof suggestionKinds)[number];

export interface ConversionSuggestion {
  kind: SuggestionKind;
  title: string;
  detail: string;
  /** The figure behind it, as shown: "312 clicks, 0 conversions in 30 days". */
  figure: string;
  /** Where to act: a tab of this screen or another screen's address. */
  actionPath: string;
}

/** POST /api/monetization/suggestions?range… */
export interface ConversionSuggestions {
  suggestions: ConversionSuggestion[];
  /** 'rules' when no AI provider is configured (or it failed): the same suggestions, stated plainly. */
  writtenBy: 'ai' | 'rules';
}

/** What the screen says when the figures prompt nothing. */
export const noSuggestionsText =
  'Nothing stands out in this period: every tracked link converts, your busiest pages carry an offer and no stream is falling.';

/** GET /api/monetization/top-content?range…: content items by the money credited to them. */
export interface TopContentItem {
  contentId: string;
  title: string;
  url: string | null;
  revenue: { currency: string; amountMinor: number }[];
  /** Tracked clicks that came from the item, and the conversions credited to them. */
  clicks: number;
  conversions: number;
}
