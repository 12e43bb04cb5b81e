import { paths } from '@/web/config/paths';
import type { WebModule } from '@/web/lib/web-module';

/**
 * The landing page at /: a public page of its own (pages/landing.tsx renders it first), which the app
 * shows itself when it navigates there, outside its providers.
 */
export const landingModule: WebModule = {
  publicScreens: [{ path: paths.home, standalone: true, load: async () => (await import('./components/landing-page')).LandingPage }],
};
