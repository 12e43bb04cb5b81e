import { FolderPlus, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { voiceMessages } from '@/shared/content/voice';
import { canUseFeature } from '@/shared/feature-catalogue';
import { EmptyState } from '@/web/components/empty-state';
import { PageHeader } from '@/web/components/page-header';
import { buttonVariants } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { useUser } from '@/web/lib/auth';
import type { ProjectScreenProps } from '@/web/lib/web-module';
import { useBrandVoice } from '../api/get-brand-voice';
import { voiceLabels } from '../labels';
import { BackToContentLink } from './back-to-content-link';
import { BrandVoiceEditor } from './brand-voice-editor';
import { BrandVoiceLearnCard } from './brand-voice-learn-card';

/** /content/voice: the current project's brand voice (Enterprise); locked with the upgrade path below it. */
export function BrandVoicePage({ project, projectPending }: ProjectScreenProps) {
  const { data: user } = useUser();
  const allowed = user ? canUseFeature(user.plan, 'custom_ai_training') : false;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={voiceLabels.title} description={voiceLabels.description} above={<BackToContentLink />} />
      {!user || projectPending ? (
        <Spinner className="mx-auto size-6" />
      ) : !allowed ? (
        <VoiceLocked />
      ) : project ? (
        <ProjectVoice projectId={project.id} siteUrl={project.url} />
      ) : (
        <EmptyState
          icon={FolderPlus}
          title={voiceLabels.noProject}
          action={
            <Link to={paths.setup} className={buttonVariants({ variant: 'outline' })}>
              {voiceLabels.setUpProject}
            </Link>
          }
        >
          {voiceLabels.noProjectText}
        </EmptyState>
      )}
    </div>
  );
}

function VoiceLocked() {
  return (
    <Card className="flex flex-col items-center gap-4 p-8 text-center" data-testid="brand-voice-locked">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Lock className="size-6" aria-hidden />
      </span>
      <p className="font-semibold text-gray-900">{voiceMessages.notOnPlan}</p>
      <p className="max-w-md text-sm text-gray-600">{voiceLabels.lockedText}</p>
      <Link to={paths.billing} className={buttonVariants()}>
        {voiceLabels.upgrade}
      </Link>
    </Card>
  );
}

function ProjectVoice({ projectId, siteUrl }: { projectId: string; siteUrl: string | null }) {
  const state = useBrandVoice(projectId);
  if (!state.data) return <Spinner className="mx-auto size-6" />;
  const { voice, learning } = state.data;
  return (
    <>
      <BrandVoiceLearnCard projectId={projectId} siteUrl={siteUrl} voice={voice} learning={learning} />
      {/* A learning that ends replaces the form's values with what it learned. */}
      <BrandVoiceEditor key={`${voice?.updatedAt ?? 'new'}`} projectId={projectId} voice={voice} />
    </>
  );
}
