import { CalendarDays, LayoutTemplate, Mic, Plus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ContentItem } from '@/shared/content/content';
import { PageHeader } from '@/web/components/page-header';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { usePermissions } from '@/web/lib/permissions';
import type { ContentItemAction, Loaded, ProjectScreenProps } from '@/web/lib/web-module';
import { type CreatorPreset, defaultSocialPlatforms, presetFromCreateParam, presetFromTemplate } from '../creator-preset';
import { contentLabels, voiceLabels } from '../labels';
import { contentCalendarPath, contentVoicePath } from '../paths';
import { BulkGenerationCard } from './bulk-generation-card';
import { ContentCreatorDialog } from './content-creator-dialog';
import { preloadBlogBody } from './content-body-view';
import { ContentDetailDialog } from './content-detail-dialog';
import { ContentEditDialog } from './content-edit-dialog';
import { ContentIdeas } from './content-ideas';
import { ContentLibrary } from './content-library';
import { ContentQuickActions } from './content-quick-actions';
import { ContentTemplates } from './content-templates';
import { StrategyAssistant } from './strategy-assistant';

/** /content (Content Engine); ?id= opens an item's detail, ?create=<type> opens the creator. */
export function ContentPage({ project, itemActions }: ProjectScreenProps & { itemActions: readonly Loaded<ContentItemAction>[] }) {
  // Ideas, insights and generations use the project the user works in.
  const projectId = project?.id;
  const [searchParams, setSearchParams] = useSearchParams();
  // A Viewer reads the library, its items and the opening ideas; everything that writes is left out.
  const { canEdit } = usePermissions();
  const [creator, setCreator] = useState<{ open: boolean; preset?: CreatorPreset }>({ open: false });
  const [editing, setEditing] = useState<ContentItem | null>(null);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const detailId = searchParams.get('id');
  const createParam = searchParams.get('create');

  useEffect(preloadBlogBody, []);

  // ?create=<type> (the dashboard's links) opens the creator once, then leaves the address.
  useEffect(() => {
    if (createParam === null) return;
    const preset = presetFromCreateParam(createParam);
    if (preset && canEdit) setCreator({ open: true, preset });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('create');
        return next;
      },
      { replace: true },
    );
  }, [createParam, canEdit, setSearchParams]);

  const setDetail = useCallback(
    (id: string | null) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('id', id);
        else next.delete('id');
        return next;
      }),
    [setSearchParams],
  );
  const openCreator = (preset?: CreatorPreset) => setCreator({ open: true, preset });
  const closeEditor = useCallback(() => setEditing(null), []);

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader
        title={contentLabels.pageTitle}
        description={contentLabels.pageSubtitle}
        actions={
          <>
            <Link to={contentCalendarPath} className={buttonVariants({ variant: 'outline' })}>
              <CalendarDays aria-hidden />
              {contentLabels.calendarLink}
            </Link>
            <Link to={contentVoicePath} className={buttonVariants({ variant: 'outline' })}>
              <Mic aria-hidden />
              {voiceLabels.link}
            </Link>
            <Button variant="outline" onClick={() => setTemplatesOpen(true)}>
              <LayoutTemplate aria-hidden />
              {contentLabels.templates}
            </Button>
            {canEdit && (
              <Button onClick={() => openCreator()}>
                <Plus aria-hidden />
                {contentLabels.create}
              </Button>
            )}
          </>
        }
      />
      {canEdit && <ContentQuickActions onCreate={openCreator} />}
      <ContentLibrary onView={setDetail} onEdit={setEditing} onCreate={() => openCreator()} />
      <div className="grid gap-6 lg:grid-cols-3">
        <ContentIdeas
          className={canEdit ? 'lg:col-span-2' : 'lg:col-span-3'}
          projectId={projectId}
          onCreate={(idea) =>
            openCreator({ topic: idea.title, type: idea.type, platforms: idea.type === 'social' ? defaultSocialPlatforms : undefined })
          }
        />
        {/* Insights and bulk drafts are generations, which only Editors and the Owner spend. */}
        {canEdit && (
          <aside className="space-y-6">
            <StrategyAssistant projectId={projectId} />
            <BulkGenerationCard projectId={projectId} />
          </aside>
        )}
      </div>
      <ContentCreatorDialog
        open={canEdit && creator.open}
        preset={creator.preset}
        projectId={projectId}
        onOpenChange={(open) => setCreator((current) => ({ ...current, open }))}
      />
      {templatesOpen && (
        <ContentTemplates
          onClose={() => setTemplatesOpen(false)}
          onUse={(template) => {
            setTemplatesOpen(false);
            openCreator(presetFromTemplate(template));
          }}
        />
      )}
      <ContentDetailDialog
        id={detailId}
        itemActions={itemActions}
        onClose={() => setDetail(null)}
        onEdit={(item) => {
          setDetail(null);
          setEditing(item);
        }}
      />
      {canEdit && editing && <ContentEditDialog key={editing.id} item={editing} onClose={closeEditor} />}
    </div>
  );
}
