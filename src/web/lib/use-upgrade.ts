import { useNavigate } from 'react-router';
import { paths } from '@/web/config/paths';
import { useUpgradeInstead } from '@/web/lib/upgrade-prompt';

const stayOpen = () => {};

/**
 * Opens 'Choose Your Plan' (closing the dialog that asked first: dialogs do not stack), or the billing
 * page where the app provides no modal.
 */
export function useUpgrade(close: () => void = stayOpen) {
  const navigate = useNavigate();
  const openPlans = useUpgradeInstead(close);
  return () => (openPlans ? openPlans() : void navigate(paths.billing));
}
