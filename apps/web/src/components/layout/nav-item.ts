import type { LucideIcon } from 'lucide-react';

/** One entry of the dashboard's navigation, shown in the sidebar and in the mobile sheet. */
export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}
