import { Suspense, useId, type ComponentType, type CSSProperties } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { TabBar } from './kit/TabBar';
import { PageSkeleton } from './PageSkeleton';

/** One tab: its address slug, its label and the page it opens (loaded when first shown). */
export interface SlugTab {
  slug: string;
  label: string;
  Page: ComponentType;
}

/**
 * A page of tabs addressed by slug (`{base}/{slug}`): the tab of the address's slug is open
 * (the first one for any other slug); choosing a tab changes the address.
 */
export function SlugTabsPage({
  title,
  base,
  tabs,
  className,
  style,
  param = 'slug',
}: {
  title: string;
  base: string;
  tabs: readonly SlugTab[];
  className?: string;
  style?: CSSProperties;
  /** The route parameter holding the slug (`slug` unless the route names it otherwise). */
  param?: string;
}) {
  const slug = useParams()[param];
  const navigate = useNavigate();
  const current = tabs.find((t) => t.slug === slug) ?? tabs[0];
  const titleId = useId();
  return (
    <div className={className} style={style}>
      <h1 id={titleId} style={{ fontSize: 24, marginTop: 0 }}>
        {title}
      </h1>
      <TabBar
        labelledBy={titleId}
        activeKey={current.slug}
        onChange={(key) => navigate(`${base}/${key}`)}
        items={tabs.map((t) => ({ key: t.slug, label: t.label }))}
      />
      <Suspense fallback={<PageSkeleton />}>
        <current.Page />
      </Suspense>
    </div>
  );
}
