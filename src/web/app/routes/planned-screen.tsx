import type { Screen } from '@/web/lib/web-module';

/** A screen's title and purpose, for an area not built yet; its module fills the screen. */
export function PlannedScreen({ screen }: { screen: Screen }) {
  return (
    <div className="space-y-2">
      <h1 className="text-2xl font-bold text-gray-900">{screen.title}</h1>
      <p className="text-gray-600">{screen.description}</p>
    </div>
  );
}
