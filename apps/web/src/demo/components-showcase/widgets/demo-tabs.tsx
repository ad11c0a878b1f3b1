import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bell, House, UserRound } from 'lucide-react';
import { Tabs } from '../../../shared/ui/tabs';
import type { TabItem } from '../../../shared/ui/tabs';
import './demo-tabs.scss';

interface DemoTabsProps {
  /** Names the tab list (several examples share a page). */
  label: string;
  variant?: 'tabs' | 'pills';
  /** Vertical tabs stand beside their panel, on the left or the right. */
  vertical?: 'left' | 'right';
  /** Alignment and fill classes for the list (nav-fill, justify-content-center…). */
  className?: string;
  withIcons?: boolean;
}

const TABS = [
  { id: 'home', icon: House },
  { id: 'profile', icon: UserRound },
  { id: 'messages', icon: Bell },
] as const;

/** Three sample tabs over the shared WAI-ARIA tabs (arrow keys, Home, End). */
export function DemoTabs({ label, variant, vertical, className = '', withIcons }: DemoTabsProps) {
  const { t } = useTranslation('demo-ui');
  const [active, setActive] = useState<string>('home');
  const tabs: TabItem[] = TABS.map(({ id, icon }) => ({
    id,
    label: t(`tabs.${id}`),
    icon: withIcons ? icon : undefined,
    render: () => <p className="mb-0 pt-3">{t(`tabs.${id}Text`)}</p>,
  }));
  const list = (
    <Tabs
      tabs={tabs}
      active={active}
      onSelect={setActive}
      label={label}
      variant={variant}
      orientation={vertical ? 'vertical' : 'horizontal'}
      className={`${vertical ? 'flex-column demo-tabs-vertical' : ''} ${className}`.trim()}
    />
  );
  if (!vertical) return list;
  return (
    <div className={`demo-tabs-side${vertical === 'right' ? ' demo-tabs-right' : ''}`}>{list}</div>
  );
}
