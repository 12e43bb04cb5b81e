import {
  BarChart3,
  Bot,
  DollarSign,
  FileText,
  LayoutDashboard,
  Mail,
  Plug,
  Search,
  Send,
  Settings,
  Share2,
  Sparkles,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/web/config/paths';

export interface NavItem {
  path: string;
  label: string;
  icon: LucideIcon;
}

/** The sidebar's 13 items, in order (core §2). */
export const navItems: readonly NavItem[] = [
  { path: paths.dashboard, label: 'Dashboard', icon: LayoutDashboard },
  { path: paths.setup, label: 'Smart Setup', icon: Sparkles },
  { path: paths.content, label: 'Content Engine', icon: FileText },
  { path: paths.seo, label: 'SEO Tools', icon: Search },
  { path: paths.social, label: 'Social Engine', icon: Share2 },
  { path: paths.email, label: 'Email Marketing', icon: Mail },
  { path: paths.outreach, label: 'AI Outreach', icon: Send },
  { path: paths.monetization, label: 'Monetization', icon: DollarSign },
  { path: paths.videoAudio, label: 'Video & Audio', icon: Video },
  { path: paths.aiAssistant, label: 'AI Assistant', icon: Bot },
  { path: paths.integrations, label: 'Integrations', icon: Plug },
  { path: paths.analytics, label: 'Analytics', icon: BarChart3 },
  { path: paths.settings, label: 'Settings', icon: Settings },
];

/** Active when the path equals the item or starts with it; Dashboard only on an exact match. */
export function isNavItemActive(currentPath: string, itemPath: string): boolean {
  if (itemPath === paths.dashboard) return currentPath === itemPath;
  return currentPath === itemPath || currentPath.startsWith(itemPath);
}
