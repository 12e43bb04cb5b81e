import { useSearchParams } from 'react-router';

/** The tab an address's ?tab= opens (a screen's loader reads it too): an unknown or missing one is the first. */
export function tabInParams<Id extends string>(tabs: readonly { id: Id }[], params: URLSearchParams): Id {
  return tabs.find((tab) => tab.id === params.get('tab'))?.id ?? tabs[0]!.id;
}

/**
 * The open tab, kept in ?tab= so a link or a reload opens it; the first tab is the address without it.
 * Choosing replaces the history entry, so Back leaves the screen rather than stepping through tabs.
 */
export function useTabInUrl<Id extends string>(tabs: readonly { id: Id }[]): [Id, (next: Id) => void] {
  const [params, setParams] = useSearchParams();
  const first = tabs[0]!.id;
  const active = tabInParams(tabs, params);
  const select = (next: Id) =>
    setParams(
      (current) => {
        const following = new URLSearchParams(current);
        if (next === first) following.delete('tab');
        else following.set('tab', next);
        return following;
      },
      { replace: true },
    );
  return [active, select];
}
