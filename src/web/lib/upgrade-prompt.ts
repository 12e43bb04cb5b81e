import { createContext, useContext } from 'react';

/**
 * Opens 'Choose Your Plan' from any screen (core §5: at a plan limit the upgrade modal is shown). The
 * app provides it; a screen rendered without it links to the billing page instead.
 */
export const UpgradePromptContext = createContext<(() => void) | null>(null);

export function useOpenPlans(): (() => void) | null {
  return useContext(UpgradePromptContext);
}
