// The one place that builds the URLs more than one part of the web links to, so links never drift
// from the router. An address only its own area uses lives in that area (its module.ts or paths.ts);
// one that another area or the app's frame links to lives here, because web features may not import
// each other (ADR 015) and this folder is below them all.
export const paths = {
  // The core: public pages, sign-in and where it leads.
  home: '/',
  demo: '/demo',
  login: '/login',
  /** Sign-in that comes back to `returnTo` (a path on this site) afterwards; the dashboard is where it goes anyway. */
  loginReturningTo: (returnTo: string) => (returnTo === '/dashboard' ? '/login' : `/login?redirect=${encodeURIComponent(returnTo)}`),
  dashboard: '/dashboard',
  landingSection: (section: 'features' | 'pricing' | 'testimonials') => `/#${section}`,

  // Areas' screens that other areas or the frame link to.
  setup: '/setup',
  content: '/content',
  contentItem: (id: string) => `/content?id=${encodeURIComponent(id)}`,
  contentCreate: (type: 'blog' | 'social' | 'email' | 'video') => `/content?create=${type}`,
  social: '/social',
  /** The Social Engine's composer, opened with a Content Engine social item's posts. */
  socialCompose: (contentId: string) => `/social?compose=${encodeURIComponent(contentId)}`,
  aiAssistant: '/ai-assistant',
  analytics: '/analytics',
  settings: '/settings',
  billing: '/settings/billing',
  team: '/settings/team',
  /** An invitation's link: `/invite?token=…`. */
  invite: '/invite',
  admin: '/admin',
} as const;
