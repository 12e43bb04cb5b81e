/** How an address was found on the page: each says how far the site itself stands behind it. */
export type ContactSource = 'mailto' | 'schema.org' | 'text' | 'obfuscated' | 'pattern';

export type Confidence = 'high' | 'medium' | 'low';

/** An address as one page shows it, before it is checked and ranked. */
export interface AddressCandidate {
  address: string;
  via: Exclude<ContactSource, 'pattern'>;
  foundOn: string;
  /** The person the page names for this address (a schema.org Person, an author page's heading). */
  name?: string;
}

export interface DiscoveredContact {
  /** Lower case. */
  address: string;
  name?: string;
  /** A shared mailbox (info@, sales@…) rather than a person's. */
  role: boolean;
  confidence: Confidence;
  via: ContactSource;
  /** The page that shows it; absent for a guess. */
  foundOn?: string;
  /** On the site's own registrable domain; an address elsewhere (gmail.com) is kept only when the site links it. */
  ownDomain: boolean;
  /** Built from a name and a common pattern, not seen on the site. */
  guess: boolean;
  /** 'unverified' when DNS gave no clear answer; domains that clearly take no mail are dropped. */
  mailDomain: 'verified' | 'unverified';
}

export interface ContactDiscovery {
  /** The site's registrable domain (example.co.uk for www.example.co.uk). */
  domain: string;
  siteName: string;
  /** Best first, one entry per address. */
  contacts: DiscoveredContact[];
  /** Profile links (X/Twitter, LinkedIn, Mastodon, Bluesky, YouTube), once each. */
  socials: string[];
  /** The pages read, after redirects, in the order read. */
  pagesRead: string[];
}
