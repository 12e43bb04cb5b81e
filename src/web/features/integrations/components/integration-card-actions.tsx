import { Code, Link2, Plug, Settings, Trash2, Unplug } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type IntegrationCard, integrationsMessages as text } from '@/shared/integrations/catalogue';
import { onDemand } from '@/web/components/on-demand';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useDisconnectIntegration } from '../api/disconnect-integration';
import { cardActions } from '../catalogue-view';

// The dialogs load when they open: no part of the screen's first paint.
const ConnectDialog = onDemand(async () => (await import('./connect-dialog')).ConnectDialog);
const IntegrationSettingsDialog = onDemand(async () => (await import('./integration-settings-dialog')).IntegrationSettingsDialog);
const SnippetDialog = onDemand(async () => (await import('./snippet-dialog')).SnippetDialog);
const DeleteIntegrationDialog = onDemand(async () => (await import('./delete-integration-dialog')).DeleteIntegrationDialog);

type OpenDialog = 'connect' | 'settings' | 'snippet' | 'delete' | null;

interface IntegrationCardActionsProps {
  card: IntegrationCard;
  trackerSnippet: string | null;
  canEdit: boolean;
}

/** A card's buttons by how it connects (catalogue-view's `cardActions`), and the dialogs they open. */
export function IntegrationCardActions({ card, trackerSnippet, canEdit }: IntegrationCardActionsProps) {
  const actions = cardActions(card, canEdit);
  const [open, setOpen] = useState<OpenDialog>(null);
  const disconnect = useDisconnectIntegration();
  const reportFailure = useActionFailureToast();
  const close = () => setOpen(null);

  return (
    <div className="mt-auto space-y-2">
      {card.connectVia === 'operator' && <p className="text-xs text-gray-500">{text.operatorManaged}</p>}
      <div className="flex flex-wrap gap-2">
        {actions.connect && (
          <Button size="sm" aria-label={text.connectTitle(card.name)} onClick={() => setOpen('connect')}>
            <Plug aria-hidden />
            {text.connect}
          </Button>
        )}
        {actions.configure && (
          <Button size="sm" variant="outline" aria-label={text.settingsTitle(card.name)} onClick={() => setOpen('settings')}>
            <Settings aria-hidden />
            {text.configure}
          </Button>
        )}
        {actions.disconnect && (
          <Button
            size="sm"
            variant="outline"
            aria-label={`${text.disconnect} ${card.name}`}
            disabled={disconnect.isPending}
            onClick={() =>
              disconnect.mutate(card.id, {
                onSuccess: () => toast.success(text.disconnectedToast(card.name)),
                onError: (error) => reportFailure(error, text.updateFailed),
              })
            }
          >
            <Unplug aria-hidden />
            {text.disconnect}
          </Button>
        )}
        {actions.manage && card.manageAt && (
          <Button size="sm" variant="outline" asChild>
            <Link to={card.manageAt}>
              <Link2 aria-hidden />
              {text.manage}
            </Link>
          </Button>
        )}
        {actions.showSnippet && trackerSnippet && (
          <Button size="sm" variant="outline" onClick={() => setOpen('snippet')}>
            <Code aria-hidden />
            {text.showSnippet}
          </Button>
        )}
        {actions.delete && (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${text.delete} ${card.name}`}
            onClick={() => setOpen('delete')}
            className="text-red-700 hover:bg-red-50"
          >
            <Trash2 aria-hidden />
            {text.delete}
          </Button>
        )}
      </div>
      {open === 'connect' && <ConnectDialog card={card} onClose={close} />}
      {open === 'settings' && card.settings && <IntegrationSettingsDialog card={card} settings={card.settings} onClose={close} />}
      {open === 'snippet' && trackerSnippet && <SnippetDialog snippet={trackerSnippet} onClose={close} />}
      {open === 'delete' && <DeleteIntegrationDialog card={card} onClose={close} />}
    </div>
  );
}
