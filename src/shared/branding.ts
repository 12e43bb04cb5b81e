// White label (Enterprise): the name, logo and colours a workspace shows instead of Uplift's on its
// reports, the e-mails it sends to subscribers and its public pages (ADR 040).

export const brandingMessages = {
  tab: 'Branding',
  locked: 'White label is part of the Enterprise plan: upgrade to show your own name, logo and colours instead of Uplift’s.',
  notApplied: 'Your plan no longer includes white label: this branding is kept but not shown until you upgrade to Enterprise.',
  invalidColor: 'Enter a colour as # and six hex digits, such as #1d4ed8',
  nameRequired: 'Enter the name to show',
  nameTooLong: 'The name has at most 80 characters',
  footerTooLong: 'The footer has at most 300 characters',
  logoNotImage: 'The logo must be a PNG, JPEG or WebP image (SVG is not accepted)',
  logoTooLarge: 'The logo must be at most 1 MB',
  logoHint: 'PNG, JPEG or WebP up to 1 MB',
  saved: 'Branding saved',
  logoSaved: 'Logo updated',
  logoRemoved: 'Logo removed',
} as const;

/** The largest logo file taken; the server re-encodes it smaller. */
export const maxLogoBytes = 1024 * 1024;

/** `#` and six hex digits, in either case. */
export const hexColorPattern = /^#[0-9a-f]{6}$/i;

/** A colour as `#` and six hex digits: the only form that ever reaches a page or a message's style. */
export const isHexColor = (value: string): boolean => hexColorPattern.test(value);

/** What a branding holds besides its logo, as saved (brandingSchema's output). */
export interface BrandingFields {
  displayName: string;
  primaryColor: string;
  accentColor: string;
  footerText: string;
}

/** A workspace's saved branding, with the address its logo is served at (public, unguessable). */
export interface Branding extends BrandingFields {
  logoUrl: string | null;
}

/** What the Branding tab reads: the saved branding (null before the first save) and whether the plan shows it. */
export interface BrandingView {
  branding: Branding | null;
  applied: boolean;
}

/** How a workspace presents itself on what it sends and publishes: its branding, or Uplift's own. */
export interface Presentation {
  branded: boolean;
  name: string;
  logoUrl: string | null;
  primaryColor: string;
  accentColor: string;
  footerText: string;
}

export const upliftPresentation: Presentation = {
  branded: false,
  name: 'Uplift',
  logoUrl: null,
  primaryColor: '#2563eb',
  accentColor: '#18181b',
  footerText: '',
};

/** The presentation of a saved branding when the plan shows it, else Uplift's. */
export function presentationOf(branding: Branding | null, applied: boolean): Presentation {
  if (!branding || !applied) return upliftPresentation;
  const { displayName, logoUrl, primaryColor, accentColor, footerText } = branding;
  return { branded: true, name: displayName, logoUrl, primaryColor, accentColor, footerText };
}

/** The line Uplift adds under what it sends for a workspace without white label; a branded one's own footer text. */
export const sentWithLine = (presentation: Presentation): string => (presentation.branded ? presentation.footerText : 'Sent with Uplift');
export const madeWithLine = (presentation: Presentation): string => (presentation.branded ? presentation.footerText : 'Made with Uplift');
