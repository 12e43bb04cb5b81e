import { createContext, useContext } from 'react';

/**
 * Opens 'Choose Your Plan' from any screen (at a plan limit the upgrade modal is shown). The
 * app provides it; a screen rendered without it links to the billing page instead.
 */
export const UpgradePromptContext = createContext<(() => void) | null>(null);

/**
 * Dialogs do not stack: a dialog that meets the plan's limit closes (`close`) and 'Choose Your Plan'
 * opens in its place. Undefined where the app provides no modal.
 */
export function useUpgradeInstead(close: () => void): (() => void) | undefined {
  const openPlans = useContext(UpgradePromptContext);
  if (!openPlans) return undefined;
  return () => {
    close();
    openPlans();
  };
}
