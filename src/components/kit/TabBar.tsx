import { Grid, Select, Tabs } from 'antd';
import type { ReactNode } from 'react';

/** One tab of the bar: its key, its label and, where the bar holds them, its content. */
export interface TabBarItem {
  key: string;
  label: ReactNode;
  children?: ReactNode;
}

/**
 * A page's bar of tabs, every tab reachable at any width. From 768 px it is a tab bar; below
 * that a bar too wide for the screen would hide tabs in an overflow menu inside the tablist,
 * so it becomes one select of the same choices, named by the page's heading, with the chosen
 * tab's content (if the items carry it) below.
 * Designed: the select below 768 px (the spec shows the bar at desktop width only).
 */
export function TabBar({
  items,
  activeKey,
  onChange,
  labelledBy,
}: {
  items: readonly TabBarItem[];
  activeKey: string;
  onChange: (key: string) => void;
  /** The id of the heading that names the choices (the page's title). */
  labelledBy: string;
}) {
  const screens = Grid.useBreakpoint();
  // Before the first measure the breakpoints are unknown: the bar as on a desktop.
  const narrow = screens.md === false;
  if (narrow)
    return (
      <>
        {/* The tab bar's height: the page below stays where the bar had it (a prerendered page). */}
        <div style={{ display: 'flex', alignItems: 'center', minHeight: 46, marginBottom: 16 }}>
          <Select
            aria-labelledby={labelledBy}
            value={activeKey}
            onChange={onChange}
            options={items.map((t) => ({ value: t.key, label: t.label }))}
            style={{ width: '100%' }}
          />
        </div>
        {items.find((t) => t.key === activeKey)?.children}
      </>
    );
  return (
    <Tabs
      activeKey={activeKey}
      onChange={onChange}
      items={items.map((t) => ({ key: t.key, label: t.label, children: t.children }))}
    />
  );
}
