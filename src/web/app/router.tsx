import { Navigate, type RouteObject, createBrowserRouter } from 'react-router';
import { layoutMessages } from '@/shared/messages';
import { FullScreenLoader } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { sections } from './sections';

/** Screens with their own route below; the rest show their section's placeholder until built. */
const builtScreens: readonly string[] = [
  paths.dashboard,
  paths.admin,
  paths.settings,
  paths.billing,
  paths.setup,
  paths.content,
  paths.contentCalendar,
];

// Only the landing page is in the first bundle; every other screen loads when it is visited.
const sectionRoutes: RouteObject[] = sections
  .filter((section) => !builtScreens.includes(section.path))
  .map((section) => ({
    path: section.path,
    lazy: async () => {
      const { SectionPage } = await import('./routes/section-page');
      return { Component: () => <SectionPage section={section} /> };
    },
  }));

const appRoutes: RouteObject[] = [
  {
    path: paths.login,
    lazy: async () => ({ Component: (await import('./routes/login-route')).LoginRoute }),
  },
  {
    lazy: async () => ({ Component: (await import('./routes/signed-in-route')).SignedInRoute }),
    children: [
      ...sectionRoutes,
      {
        path: paths.dashboard,
        lazy: async () => ({ Component: (await import('./routes/dashboard-route')).DashboardRoute }),
      },
      {
        path: paths.content,
        lazy: async () => ({ Component: (await import('./routes/content-route')).ContentRoute }),
      },
      {
        path: paths.contentCalendar,
        lazy: async () => ({ Component: (await import('./routes/content-calendar-route')).ContentCalendarRoute }),
      },
      {
        path: paths.settings,
        lazy: async () => ({ Component: (await import('./routes/settings-route')).SettingsRoute }),
      },
      {
        path: paths.setup,
        lazy: async () => ({ Component: (await import('./routes/setup-route')).SetupRoute }),
      },
      {
        path: paths.billing,
        lazy: async () => ({
          Component: (await import('@/web/features/billing/components/billing-page')).BillingPage,
        }),
      },
      {
        path: paths.notifications,
        lazy: async () => ({
          Component: (await import('@/web/features/notifications/components/notifications-page')).NotificationsPage,
        }),
      },
      {
        path: paths.admin,
        lazy: async () => ({ Component: (await import('./routes/admin-route')).AdminRoute }),
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.home} replace /> },
];

// The public pages are pages of their own (src/shared/public-pages.ts): the server answers /demo with
// demo.html, and / and /login with theirs; the app shows the landing page and the sign-in form itself
// when it navigates there without loading a page.
const pageRoutes: RouteObject[] = [
  {
    path: paths.home,
    lazy: async () => ({ Component: (await import('@/web/features/landing/components/landing-page')).LandingPage }),
  },
  {
    lazy: async () => ({ Component: (await import('./routes/app-providers-route')).AppProvidersRoute }),
    children: appRoutes,
  },
];

export function createRouter() {
  // The fallback shows while the first lazily loaded screen arrives.
  return createBrowserRouter([
    { HydrateFallback: () => <FullScreenLoader text={layoutMessages.loading} />, children: pageRoutes },
  ]);
}
