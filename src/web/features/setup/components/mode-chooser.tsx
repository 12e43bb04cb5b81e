import { FileUp, Globe, type LucideIcon, PenLine } from 'lucide-react';
import { setupLabels } from '@/shared/setup/setup';
import type { SetupMode } from '../setup-flow';

const modes: ReadonlyArray<{ mode: SetupMode; title: string; description: string; icon: LucideIcon; tone: string }> = [
  { mode: 'url', title: setupLabels.urlMode, description: setupLabels.urlModeDescription, icon: Globe, tone: 'bg-brand-50 text-brand-600' },
  {
    mode: 'manual',
    title: setupLabels.manualMode,
    description: setupLabels.manualModeDescription,
    icon: PenLine,
    tone: 'bg-green-50 text-green-700',
  },
  {
    mode: 'upload',
    title: setupLabels.uploadMode,
    description: setupLabels.uploadModeDescription,
    icon: FileUp,
    tone: 'bg-purple-50 text-purple-600',
  },
];

export function ModeChooser({ onChoose }: { onChoose: (mode: SetupMode) => void }) {
  return (
    <section aria-labelledby="setup-modes" className="space-y-4">
      <h2 id="setup-modes" className="text-lg font-semibold text-gray-900">
        {setupLabels.chooseMode}
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {modes.map(({ mode, title, description, icon: Icon, tone }) => (
          <button
            key={mode}
            type="button"
            onClick={() => onChoose(mode)}
            className="flex flex-col items-start gap-3 rounded-xl border border-gray-200 bg-white p-5 text-left shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <span className={`flex size-11 items-center justify-center rounded-lg ${tone}`}>
              <Icon className="size-5" aria-hidden />
            </span>
            <span className="space-y-1">
              <span className="block font-semibold text-gray-900">{title}</span>
              <span className="block text-sm text-gray-600">{description}</span>
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
