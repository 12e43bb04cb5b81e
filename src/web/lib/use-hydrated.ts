import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the HTML the build rendered (a public page, a screen's shell) and while it hydrates;
 * true once React runs the component. A control whose work needs the app stays disabled until then,
 * so an early click is neither lost nor sent anywhere the app did not mean it to go.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
