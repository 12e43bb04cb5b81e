import { teamMessages } from '@/shared/team/team';
import { PageHeader } from '@/web/components/page-header';
import { TeamSettingsTab } from './team-settings-tab';

/** /settings/team, the header menu's Team Management: the Settings tab on a page of its own. */
export function TeamPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title={teamMessages.title} description="Invite people to this workspace and choose what each of them may do." />
      <TeamSettingsTab />
    </div>
  );
}
