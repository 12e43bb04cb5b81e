import type { ComponentType } from 'react';
import { Navigate, type RouteObject, createBrowserRouter } from 'react-router';
import { layoutMessages } from '@/shared/messages';
import { FullScreenLoader } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import type { PublicScreen, Screen, ScreenHandle } from '@/web/lib/web-module';
import { publicScreens, screens } from './modules';

// Every screen loads when it is first visited, so a first page load carries none of them.
function screenRoute(screen: Screen): RouteObject {
  const handle: ScreenHandle = { meters: screen.meters ?? [] };
  return {
    path: screen.path,
    handle,
    lazy: async () => {
      const Component = await screenComponent(screen);
      return { Component };
    },
  };
}

async function screenComponent(screen: Screen): Promise<ComponentType> {
  const Screen = await loadedScreen(screen);
  if (!screen.adminOnly) return Screen;
  const { RequireAdmin } = await import('./routes/guards');
  return () => (
    <RequireAdmin>
      <Screen />
    </RequireAdmin>
  );
}

async function loadedScreen(screen: Screen): Promise<ComponentType> {
  if (screen.loadForProject) {
    const [{ ProjectScreen }, ForProject] = await Promise.all([import('./routes/project-screen'), screen.loadForProject()]);
    return () => <ProjectScreen screen={ForProject} />;
  }
  if (screen.load) return screen.load();
  const { PlannedScreen } = await import('./routes/planned-screen');
  return () => <PlannedScreen screen={screen} />;
}

// A public screen (an invitation's page) needs no session and shows without the app's frame.
function publicScreenRoute(screen: PublicScreen): RouteObject {
  return { path: screen.path, lazy: async () => ({ Component: await screen.load() }) };
}

const appRoutes: RouteObject[] = [
  {
    path: paths.login,
    lazy: async () => ({ Component: (await import('./routes/login-route')).LoginRoute }),
  },
  ...publicScreens.map(publicScreenRoute),
  {
    lazy: async () => ({ Component: (await import('./routes/signed-in-route')).SignedInRoute }),
    children: screens.map(screenRoute),
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
  return createBrowserRouter([{ HydrateFallback: () => <FullScreenLoader text={layoutMessages.loading} />, children: pageRoutes }]);
}
