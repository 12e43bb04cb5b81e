// The one place that builds URLs, so links never drift from the router.
export const paths = {
  home: '/',
  demo: '/demo',
  login: '/login',
  /** Sign-in that comes back to `returnTo` (a path on this site) afterwards; the dashboard is where it goes anyway. */
  loginReturningTo: (returnTo: string) => (returnTo === '/dashboard' ? '/login' : `/login?redirect=${encodeURIComponent(returnTo)}`),
  dashboard: '/dashboard',
  setup: '/setup',
  content: '/content',
  contentItem: (id: string) => `/content?id=${encodeURIComponent(id)}`,
  contentCreate: (type: 'blog' | 'social' | 'email' | 'video') => `/content?create=${type}`,
  contentCalendar: '/content/calendar',
  seo: '/seo',
  social: '/social',
  /** The Social Engine's composer, opened with a Content Engine social item's posts. */
  socialCompose: (contentId: string) => `/social?compose=${encodeURIComponent(contentId)}`,
  email: '/email',
  outreach: '/outreach',
  monetization: '/monetization',
  videoAudio: '/video-audio',
  aiAssistant: '/ai-assistant',
  integrations: '/integrations',
  analytics: '/analytics',
  settings: '/settings',
  billing: '/settings/billing',
  team: '/settings/team',
  /** An invitation's link: `/invite?token=…`. */
  invite: '/invite',
  notifications: '/notifications',
  admin: '/admin',
  landingSection: (section: 'features' | 'pricing' | 'testimonials') => `/#${section}`,
} as const;
