/**
 * When a monitor's mentions run markedly above its usual rate: the last hour against the hourly
 * average of the seven days before it, with a floor so that a quiet brand's third mention is no spike.
 */
export const spikeRule = {
  /** Mentions in the last hour below this are never a spike. */
  minimum: 5,
  /** How many times the usual hourly rate the last hour must reach. */
  factor: 3,
  trailingHours: 7 * 24,
} as const;

export function isSpike(counts: { lastHour: number; trailingWeek: number }): boolean {
  const usual = counts.trailingWeek / spikeRule.trailingHours;
  return counts.lastHour >= spikeRule.minimum && counts.lastHour >= spikeRule.factor * usual;
}
