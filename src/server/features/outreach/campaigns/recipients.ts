import { type InfluencerPlatform, influencerPlatformLabels } from '@/shared/outreach/influencers';
import type { ProspectContact } from '@/shared/outreach/prospects';
import { outreachInfluencers } from '../influencers/schema';
import { outreachProspects } from '../prospects/schema';
import { type MergeValues, mergeValuesOf } from './compose';
import type { OpeningSubject } from './opening';

/** Who an enrollment writes to: a prospect (a site and the contacts its pages show) or an influencer. */
export type Recipient =
  | {
      kind: 'prospect';
      id: string;
      domain: string;
      siteName: string | null;
      pageUrl: string;
      opportunity: string | null;
      niche: string;
      contacts: ProspectContact[];
    }
  | {
      kind: 'influencer';
      id: string;
      name: string;
      handle: string;
      platform: InfluencerPlatform;
      profileUrl: string | null;
      followers: number | null;
      niche: string;
    };

/**
 * What a query selects, left-joining outreach_prospects and outreach_influencers to the enrollment,
 * to make its recipient with `recipientOf`.
 */
export const recipientColumns = {
  prospect: {
    id: outreachProspects.id,
    domain: outreachProspects.domain,
    siteName: outreachProspects.siteName,
    pageUrl: outreachProspects.pageUrl,
    opportunity: outreachProspects.opportunity,
    niche: outreachProspects.niche,
    contacts: outreachProspects.contacts,
  },
  influencer: {
    id: outreachInfluencers.id,
    name: outreachInfluencers.name,
    handle: outreachInfluencers.handle,
    platform: outreachInfluencers.platform,
    profileUrl: outreachInfluencers.profileUrl,
    followers: outreachInfluencers.followers,
    niche: outreachInfluencers.niche,
  },
};

type SelectedRecipient = {
  prospect: Omit<Extract<Recipient, { kind: 'prospect' }>, 'kind'> | null;
  influencer: Omit<Extract<Recipient, { kind: 'influencer' }>, 'kind'> | null;
};

export function recipientOf(row: SelectedRecipient): Recipient {
  if (row.prospect) return { kind: 'prospect', ...row.prospect };
  if (row.influencer) return { kind: 'influencer', ...row.influencer };
  throw new Error('An enrollment names neither a prospect nor an influencer');
}

/** Who it is on the screen: the prospect's domain, or the influencer's name and handle. */
export function whoOf(recipient: Recipient): string {
  return recipient.kind === 'prospect' ? recipient.domain : `${recipient.name} (${recipient.handle})`;
}

/** The site's domain, kept with the address when one unsubscribes; an influencer's address stands alone. */
export function siteDomainOf(recipient: Recipient): string | null {
  return recipient.kind === 'prospect' ? recipient.domain : null;
}

/** A template's merge fields for the recipient written to at `contactEmail`. */
export function recipientMergeValues(
  recipient: Recipient,
  message: { contactEmail: string; opening: string; senderName: string; unsubscribeUrl: string },
): MergeValues {
  const { contactEmail, opening, senderName, unsubscribeUrl } = message;
  if (recipient.kind === 'prospect')
    return mergeValuesOf({
      contactName: recipient.contacts.find((contact) => contact.email === contactEmail)?.name ?? null,
      domain: recipient.domain,
      siteName: recipient.siteName,
      opening,
      senderName,
      unsubscribeUrl,
    });
  return mergeValuesOf({
    contactName: recipient.name,
    domain: recipient.handle,
    siteName: recipient.name,
    opening,
    senderName,
    unsubscribeUrl,
  });
}

/** What the opening writer may say about the recipient: only what Uplift read or the user entered. */
export function openingSubjectOf(recipient: Recipient): OpeningSubject {
  if (recipient.kind === 'prospect') return recipient;
  const platform = influencerPlatformLabels[recipient.platform];
  const audience = recipient.followers === null ? null : `${recipient.followers.toLocaleString('en-US')} followers on ${platform}`;
  return {
    domain: recipient.handle,
    siteName: recipient.name,
    pageUrl: recipient.profileUrl ?? `${platform} ${recipient.handle}`,
    opportunity: audience,
    niche: recipient.niche,
  };
}
