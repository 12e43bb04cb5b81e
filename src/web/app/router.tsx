import type { ComponentType } from 'react';
import { Navigate, type RouteObject, createBrowserRouter } from 'react-router';
import { paths } from '@/web/config/paths';
import { meQueryOptions } from '@/web/lib/auth';
import { nextTask } from '@/web/lib/next-task';
import { type PublicScreen, type Screen, type ScreenHandle, loadContributions } from '@/web/lib/web-module';
import { prefetchFrameData } from './frame-data';
import type { FrameParts } from './layout/app-layout';
import { contributions, publicScreens, screens } from './modules';
import { queryClient } from './query-client';

// Every screen loads when it is first visited, so a first page load carries none of them.
function screenRoute(screen: Screen): RouteObject {
  const handle: ScreenHandle = { meters: screen.meters ?? [] };
  const { prefetch } = screen;
  return {
    path: screen.path,
    handle,
    ...(prefetch && {
      loader: async ({ request }) => {
        if (!(await signedIn())) return null;
        // The prefetch is in the screen's own chunk: it too waits for the shared code's task.
        await screensSharedCode()
          .then(() => prefetch(queryClient, new URL(request.url)))
          .catch(() => undefined);
        return null;
      },
      // Once shown, the screen's own queries keep its data fresh (a tab's ?tab= change asks nothing here).
      shouldRevalidate: () => false,
    }),
    lazy: async () => {
      const Component = await screenComponent(screen);
      return { Component };
    },
  };
}

let sharedScreenCode: Promise<void> | undefined;

/**
 * A screen's code is evaluated in two tasks rather than one, as main.tsx does the app's: first the code
 * the screens share (their shared chunk, signed-in-chunks.ts, which holds the page header they use),
 * then the screen's own, once this has resolved.
 */
function screensSharedCode(): Promise<void> {
  sharedScreenCode ??= import('@/web/components/page-header').then(nextTask, (error: unknown) => {
    sharedScreenCode = undefined;
    throw error;
  });
  return sharedScreenCode;
}

async function screenComponent(screen: Screen): Promise<ComponentType> {
  await screensSharedCode();
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
    const [{ ProjectScreen }, ForProject] = await Promise.all([import('./routes/project-screen'), screen.loadForProject(contributions)]);
    return () => <ProjectScreen screen={ForProject} />;
  }
  if (screen.load) return screen.load(contributions);
  const { PlannedScreen } = await import('./routes/planned-screen');
  return () => <PlannedScreen screen={screen} />;
}

// A public screen (an invitation's page) needs no session and shows without the app's frame.
function publicScreenRoute(screen: PublicScreen): RouteObject {
  return { path: screen.path, lazy: async () => ({ Component: await screen.load() }) };
}

// The frame's parts that areas contribute load with the frame, so none arrives after it shows.
async function loadFrameParts(): Promise<FrameParts> {
  const [headerItems, banners, providers] = await Promise.all([
    loadContributions(contributions.headerItems),
    loadContributions(contributions.frameBanners),
    loadContributions(contributions.frameProviders),
  ]);
  return { headerItems, banners, providers };
}

/**
 * What the frame shows before its first paint: the session and, once signed in, the frame's data
 * (frame-data.ts); a shelled screen's page carries their answers (ADR 048), another preloads /api/me.
 */
async function loadFrameData(): Promise<null> {
  if (await signedIn()) await prefetchFrameData(queryClient);
  return null;
}

/** Whether a session is there: nothing else is asked for a signed-out visitor, who goes to sign-in. */
async function signedIn(): Promise<boolean> {
  return (await queryClient.ensureQueryData(meQueryOptions).catch(() => null)) !== null;
}

const appRoutes: RouteObject[] = [
  {
    path: paths.login,
    lazy: async () => ({ Component: (await import('./routes/login-route')).LoginRoute }),
  },
  ...publicScreens.filter((screen) => !screen.standalone).map(publicScreenRoute),
  {
    loader: loadFrameData,
    // The session and the banners' data are the query cache's from here on: the frame's queries keep them fresh.
    shouldRevalidate: () => false,
    lazy: async () => {
      const [{ SignedInRoute }, frame] = await Promise.all([import('./routes/signed-in-route'), loadFrameParts()]);
      return { Component: () => <SignedInRoute frame={frame} /> };
    },
    children: screens.map(screenRoute),
  },
  { path: '*', element: <Navigate to={paths.home} replace /> },
];

// The public pages are pages of their own (src/shared/public-pages.ts): the server answers /demo with
// demo.html, and / and /login with theirs; the app shows the landing page (its module's standalone
// public screen, outside the providers) and the sign-in form itself when it navigates there without
// loading a page.
const pageRoutes: RouteObject[] = [
  ...publicScreens.filter((screen) => screen.standalone).map(publicScreenRoute),
  {
    lazy: async () => ({ Component: (await import('./routes/app-providers-route')).AppProvidersRoute }),
    children: appRoutes,
  },
];

/** The app's router; start.tsx renders it once its first screen is ready (the page shows the server's HTML until then). */
export function createRouter() {
  return createBrowserRouter(pageRoutes);
}
