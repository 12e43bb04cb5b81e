import { type NotificationPreference, notificationMessages } from '@/shared/notification-kinds';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { Switch } from '@/web/components/ui/switch';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreference } from '../api/update-notification-preference';

const channels = [
  { key: 'inApp', label: 'In-app' },
  { key: 'email', label: 'E-mail' },
] as const;

/** Settings → Notifications (issue 14): the user's own choice per kind of notice, saved on each change. */
export function NotificationSettingsTab() {
  const { data, isPending, isError } = useNotificationPreferences();
  const update = useUpdateNotificationPreference();

  function change(preference: NotificationPreference, channel: (typeof channels)[number]['key'], value: boolean) {
    update.mutate({ kind: preference.kind, inApp: preference.inApp, email: preference.email, [channel]: value });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <p className="text-sm text-gray-600">
          Choose what Uplift tells you about, in the app and by e-mail. These settings are yours, in every workspace you belong to.
        </p>
      </CardHeader>
      <CardContent>
        {isPending && (
          <div className="flex justify-center p-8">
            <Spinner />
          </div>
        )}
        {isError && <p className="text-sm text-red-600">{notificationMessages.loadFailed}</p>}
        {data && (
          <div className="divide-y divide-gray-100">
            <div
              className="hidden gap-4 pb-2 text-xs font-medium tracking-wide text-gray-500 uppercase sm:grid sm:grid-cols-[1fr_5rem_5rem]"
              aria-hidden="true"
            >
              <span>Notice</span>
              {channels.map((channel) => (
                <span key={channel.key} className="text-center">
                  {channel.label}
                </span>
              ))}
            </div>
            {data.preferences.map((preference) => (
              <div
                key={preference.kind}
                className="grid gap-3 py-4 sm:grid-cols-[1fr_5rem_5rem] sm:items-center sm:gap-4"
                data-testid={`notification-kind-${preference.kind}`}
              >
                <div className="space-y-0.5">
                  <p className="text-sm font-medium text-gray-900" id={`notification-kind-${preference.kind}-label`}>
                    {preference.label}
                    {!preference.changeable && <span className="ml-2 text-xs font-normal text-gray-500">Always on</span>}
                  </p>
                  <p className="text-sm text-gray-600">{preference.description}</p>
                </div>
                <div className="flex gap-6 sm:contents">
                  {channels.map((channel) => (
                    <label key={channel.key} className="flex items-center gap-2 sm:justify-center">
                      <Switch
                        checked={preference[channel.key]}
                        disabled={!preference.changeable}
                        aria-label={`${preference.label}: ${channel.label}`}
                        onCheckedChange={(value) => change(preference, channel.key, value)}
                      />
                      <span className="text-sm text-gray-700 sm:hidden">{channel.label}</span>
                    </label>
                  ))}
                </div>
              </div>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
