import { type SocialNetwork, textLength } from '@/shared/social/social';
import { formatNumber } from '@/shared/number-format';

export interface CharacterCount {
  used: number;
  limit: number;
  over: boolean;
  /** "n / limit", as shown under the text. */
  label: string;
}

/** The text's length as the network counts it (what is sent: trimmed), against the account's limit. */
export function characterCount(network: SocialNetwork, text: string, limit: number): CharacterCount {
  const used = textLength(network, text.trim());
  return { used, limit, over: used > limit, label: `${formatNumber(used)} / ${formatNumber(limit)}` };
}
