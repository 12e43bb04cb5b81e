// The two-proportion z-test an A/B test's winner is called by (issue 35): how likely a difference at
// least this large would be if both variants converted alike.
import { minimumVisitors, significanceLevel } from './experiments';

/** The standard normal distribution's cumulative probability (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The two-sided p-value of the difference between two conversion rates; null when a side has no visitors. */
export function twoProportionPValue(
  a: { visitors: number; conversions: number },
  b: { visitors: number; conversions: number },
): number | null {
  if (a.visitors === 0 || b.visitors === 0) return null;
  const pooled = (a.conversions + b.conversions) / (a.visitors + b.visitors);
  const spread = Math.sqrt(pooled * (1 - pooled) * (1 / a.visitors + 1 / b.visitors));
  if (spread === 0) return 1;
  const z = (a.conversions / a.visitors - b.conversions / b.visitors) / spread;
  return 2 * (1 - normalCdf(Math.abs(z)));
}

/** The better variant when the difference is significant and each side had enough visitors, else null. */
export function winnerOf(a: { visitors: number; conversions: number }, b: { visitors: number; conversions: number }): 'a' | 'b' | null {
  const p = twoProportionPValue(a, b);
  if (p === null || p >= significanceLevel || a.visitors < minimumVisitors || b.visitors < minimumVisitors) return null;
  return a.conversions / a.visitors > b.conversions / b.visitors ? 'a' : 'b';
}
