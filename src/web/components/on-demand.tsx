import { type ComponentType, Suspense, lazy } from 'react';

/**
 * A component whose code loads when it is first drawn, as a dialog is when it opens: none of it (its
 * form, its schemas) is in its screen's first load. It draws nothing until its code has come.
 */
export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function OnDemand(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
