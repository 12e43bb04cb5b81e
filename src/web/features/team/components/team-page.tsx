import { teamMessages } from '@/shared/team';
import { TeamSettingsTab } from './team-settings-tab';

/** /settings/team, the header menu's Team Management: the Settings tab on a page of its own. */
export function TeamPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{teamMessages.title}</h1>
        <p className="text-gray-600">Invite people to this workspace and choose what each of them may do.</p>
      </div>
      <TeamSettingsTab />
    </div>
  );
}
