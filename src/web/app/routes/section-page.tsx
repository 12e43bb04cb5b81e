import type { Section } from '../sections';

/** A screen's title and purpose; each feature issue fills the screen below it. */
export function SectionPage({ section }: { section: Section }) {
  return (
    <div className="space-y-2">
      <h1 className="text-2xl font-bold text-gray-900">{section.title}</h1>
      <p className="text-gray-600">{section.description}</p>
    </div>
  );
}
