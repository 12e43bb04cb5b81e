import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Project } from '@/shared/projects';

/** A tab's panel and its header action (the active tab decides the primary action). */
export interface TabView {
  panel: ReactNode;
  onAction: () => void;
  actionIcon: LucideIcon;
  /** The action is on its way: the header button waits. */
  busy: boolean;
}

/** What the tabs use of the current project. */
export type SeoProject = Pick<Project, 'id' | 'url' | 'niche' | 'keywords' | 'competitors'>;
