import { CheckCircle2, FolderPlus, Info, type LucideIcon, Megaphone, RotateCcw, Sparkles, Tags, Target, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { Project } from '@/shared/projects';
import { type WebsiteAnalysis, setupLabels, setupMessages } from '@/shared/setup/setup';
import { Badge } from '@/web/components/ui/badge';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { paths } from '@/web/config/paths';
import type { ProjectDefaults } from '../project-defaults';
import type { SetupMode } from '../setup-flow';
import { SaveProjectDialog, type SaveProjectProps } from './save-project-dialog';

interface AnalysisResultsProps extends SaveProjectProps {
  mode: SetupMode;
  analysis: WebsiteAnalysis;
  defaults: ProjectDefaults;
  onTryAgain: () => void;
}

function sourceNote(mode: SetupMode, analysis: WebsiteAnalysis): string | null {
  if (mode === 'manual') return setupLabels.enteredByHand;
  return analysis.source === 'heuristics' ? setupLabels.estimatedByHeuristics : null;
}

export function AnalysisResults({ mode, analysis, defaults, onTryAgain, ...saving }: AnalysisResultsProps) {
  const [saveOpen, setSaveOpen] = useState(false);
  const [saved, setSaved] = useState<Project | null>(null);
  const note = sourceNote(mode, analysis);
  const from = mode === 'manual' ? null : setupLabels.analysedFrom(analysis.pagesAnalyzed, mode);

  return (
    <section aria-labelledby="setup-results" className="space-y-6">
      <div className="space-y-3">
        <h2 id="setup-results" className="text-xl font-semibold text-gray-900">
          {setupLabels.results}
        </h2>
        <dl className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
          <div className="flex items-center gap-2">
            <dt className="text-gray-500">{setupLabels.niche}</dt>
            <dd>
              <Badge tone="brand">{analysis.niche ?? setupLabels.nicheUnknown}</Badge>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-gray-500">{setupLabels.tone}</dt>
            <dd>
              <Badge tone="gray" className="capitalize">
                {analysis.tone}
              </Badge>
            </dd>
          </div>
          {from && <div className="text-gray-500">{from}</div>}
        </dl>
        {note && (
          <p className="flex items-start gap-2 text-sm text-gray-600">
            <Info className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden />
            {note}
          </p>
        )}
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <ResultCard title={setupLabels.keyKeywords} icon={Tags}>
          {analysis.keywords.length === 0 ? (
            <Empty>{setupLabels.noKeywords}</Empty>
          ) : (
            <ul aria-label={setupLabels.keyKeywords} className="flex flex-wrap gap-2">
              {analysis.keywords.map((keyword) => (
                <li key={keyword} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">
                  {keyword}
                </li>
              ))}
            </ul>
          )}
        </ResultCard>
        <ResultCard title={setupLabels.competitors} icon={Target}>
          {analysis.competitors.length === 0 ? (
            <Empty>{setupMessages.noCompetitors}</Empty>
          ) : (
            <ul className="space-y-2">
              {analysis.competitors.map((competitor) => (
                <li key={competitor} className="break-words rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-800">
                  {competitor}
                </li>
              ))}
            </ul>
          )}
        </ResultCard>
        <ResultCard title={setupLabels.contentTopics} icon={Megaphone}>
          {analysis.topics.length === 0 ? (
            <Empty>{setupLabels.noTopics}</Empty>
          ) : (
            <ul aria-label={setupLabels.contentTopics} className="list-disc space-y-1.5 pl-5 text-sm text-gray-800 marker:text-brand-500">
              {analysis.topics.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
          )}
        </ResultCard>
        <ResultCard title={setupLabels.targetAudience} icon={Users}>
          <p className="text-sm text-gray-800">{analysis.audience}</p>
        </ResultCard>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <Button variant="outline" onClick={onTryAgain}>
          <RotateCcw /> {setupLabels.tryAgain}
        </Button>
        {saved ? (
          <p className="flex items-center justify-center gap-2 text-sm font-medium text-green-700" role="status">
            <CheckCircle2 className="size-4" aria-hidden /> {setupLabels.savedAs(saved.name)}
          </p>
        ) : (
          <Button variant="outline" onClick={() => setSaveOpen(true)}>
            <FolderPlus /> {setupLabels.saveAsProject}
          </Button>
        )}
        <Link to={paths.content} className={buttonVariants({ className: 'sm:ml-auto' })}>
          <Sparkles /> {setupLabels.startContentCreation}
        </Link>
      </div>

      <SaveProjectDialog
        open={saveOpen}
        onOpenChange={setSaveOpen}
        analysis={analysis}
        defaults={defaults}
        onSaved={setSaved}
        {...saving}
      />
    </section>
  );
}

function ResultCard({ title, icon: Icon, children }: { title: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="size-4 text-brand-600" aria-hidden />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-gray-500">{children}</p>;
}
