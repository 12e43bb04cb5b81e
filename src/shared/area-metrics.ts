// What an area's metric is to the rest of the product (ADR 039): the dashboard's cards show them.

export const metricFormats = ['count', 'percent', 'money', 'duration'] as const;
export type MetricFormat = (typeof metricFormats)[number];

/** One metric an area exposes, as GET /api/dashboard/metrics lists it. */
export interface MetricDescription {
  /** `<area>.<name>`. */
  id: string;
  /** The area's name, as its module has it (analytics, seo, email, social, monetization). */
  area: string;
  label: string;
  format: MetricFormat;
  /** A fall is good news (bounce rate, average position). */
  lowerIsBetter?: boolean;
}
