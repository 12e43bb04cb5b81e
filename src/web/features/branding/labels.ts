import { brandingMessages } from '@/shared/branding';

/** The Branding tab's texts; the messages the server answers too are the shared ones. */
export const brandingLabels = {
  ...brandingMessages,
  title: 'White label',
  description:
    'Your own name, logo and colours on your reports (Analytics, SEO, Revenue), the e-mails you send to subscribers and your public forms, with Uplift’s name removed there.',
  upgrade: 'Upgrade to Enterprise',
  displayName: 'Name to show',
  primaryColor: 'Primary colour',
  accentColor: 'Accent colour',
  footerText: 'Footer text (optional)',
  footerPlaceholder: 'Sunrise Bakery · 1 Mill Lane, Bristol',
  logo: 'Logo',
  uploadLogo: 'Upload logo',
  changeLogo: 'Change logo',
  removeLogo: 'Remove',
  save: 'Save branding',
  readOnly: 'Only Owners and Editors change the branding.',
  preview: 'Preview',
  reportHeader: 'Report header',
  emailFooter: 'E-mail',
  sampleReport: 'SEO report for bakery.example',
  sampleEmail: 'Fresh rye is back this week.',
  unsubscribe: 'You receive this because you subscribed to your list. Unsubscribe',
  loadFailed: 'Failed to load the branding',
  saveFailed: 'Failed to save the branding',
} as const;
