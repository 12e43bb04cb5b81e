import { describe, expect, it } from 'vitest';
import { type BacklinkOpportunity, linkLabels } from '@/shared/seo/links';
import { backlinkDescription, filterOpportunities, referringDomainsText, statusAction, statusCounts } from './link-state';

const opportunity = (id: string, status: BacklinkOpportunity['status']): BacklinkOpportunity => ({
  id,
  domain: `${id}.example`,
  page: `https://${id}.example/resources`,
  type: 'resource_page',
  relevance: 70,
  authority: null,
  reason: 'links to crumbs.example',
  status,
  backlink: null,
});

describe('statusAction', () => {
  it('offers Contact only while Pending, Mark acquired only while Contacted, nothing once Acquired', () => {
    expect(statusAction('Pending')).toEqual({ status: 'Contacted', label: linkLabels.contact });
    expect(statusAction('Contacted')).toEqual({ status: 'Acquired', label: linkLabels.markAcquired });
    expect(statusAction('Acquired')).toBeNull();
  });
});

describe('the status filter', () => {
  const list = [opportunity('a', 'Pending'), opportunity('b', 'Contacted'), opportunity('c', 'Pending'), opportunity('d', 'Acquired')];

  it('shows every opportunity, or those of one status', () => {
    expect(filterOpportunities(list, 'all').map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(filterOpportunities(list, 'Pending').map((item) => item.id)).toEqual(['a', 'c']);
    expect(filterOpportunities(list, 'Acquired').map((item) => item.id)).toEqual(['d']);
  });

  it('counts each choice', () => {
    expect(statusCounts(list)).toEqual({ all: 4, Pending: 2, Contacted: 1, Acquired: 1 });
    expect(statusCounts([])).toEqual({ all: 0, Pending: 0, Contacted: 0, Acquired: 0 });
  });
});

describe('backlinkDescription', () => {
  it('quotes the anchor text and says whether the link passes authority', () => {
    expect(backlinkDescription({ anchorText: ' Sunrise Bakery ', rel: 'follow' })).toEqual({
      anchor: '“Sunrise Bakery”',
      rel: 'follow',
      passesAuthority: true,
    });
    expect(backlinkDescription({ anchorText: 'bread', rel: 'nofollow' })).toMatchObject({ rel: 'nofollow', passesAuthority: false });
    expect(backlinkDescription({ anchorText: 'ad', rel: 'sponsored' }).passesAuthority).toBe(false);
  });

  it('says when a link has no anchor text', () => {
    expect(backlinkDescription({ anchorText: '  ', rel: 'ugc' }).anchor).toBe('No anchor text (an image or empty link)');
  });
});

describe('referringDomainsText', () => {
  it('counts the referring domains', () => {
    expect(referringDomainsText(0)).toBe('from 0 referring domains');
    expect(referringDomainsText(1)).toBe('from 1 referring domain');
    expect(referringDomainsText(1200)).toBe('from 1,200 referring domains');
  });
});
