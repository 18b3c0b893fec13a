import { Empty, Grid, Pagination, Spin, theme } from 'antd';
import { Fragment, useState, type CSSProperties, type Key, type ReactNode } from 'react';

/** What one row of an {@link ItemList} shows; every slot is optional. */
export interface ItemListEntry {
  /** The row's accessible name, where its text alone would not tell the rows apart. */
  label?: string;
  /** A picture before the title (a logo, an avatar). */
  avatar?: ReactNode;
  title?: ReactNode;
  /** Secondary text under the title. */
  description?: ReactNode;
  /** Free content of the row, after the title and description. */
  content?: ReactNode;
  /** Buttons or links at the row's end, before `extra`. */
  actions?: ReactNode[];
  /** Content at the row's far end (a tag, an amount). */
  extra?: ReactNode;
}

export interface ItemListProps<T> {
  items: readonly T[];
  renderItem(item: T, index: number): ItemListEntry;
  /** A row's React key; its position when not given. */
  itemKey?(item: T, index: number): Key;
  /** A spinner over the list while it loads or refreshes. */
  loading?: boolean;
  /** Shown instead of the list when there are no items (antd's Empty when not given). */
  empty?: ReactNode;
  /** 'small' for tighter rows. */
  size?: 'default' | 'small';
  /** A border round the list, with the rows' text set in from it. */
  bordered?: boolean;
  /** Rows per page: pages with a pager below once there are more items than this. */
  pageSize?: number;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * A short list of records (documents, properties, bank accounts, search results) as a semantic
 * list: a `<ul>` of `<li>`, so assistive technology announces it as a list with its number of
 * items and a row can be found by its `listitem` role. Each row lays out an avatar, a title, a
 * description, free content, actions and an extra slot the way antd's former List did, styled with
 * the theme's tokens (`theme.useToken()`), and the list shows antd's Empty when there is nothing
 * to show.
 *
 * antd's List is deprecated; its successor Listy is a virtualised list for long data that renders
 * `<div>`s without list semantics and has no title, description or actions of a row. The lists of
 * this app hold a few rows each and must stay accessible lists, so they all use this component
 * rather than Listy.
 */
export function ItemList<T>({
  items,
  renderItem,
  itemKey,
  loading = false,
  empty,
  size = 'default',
  bordered = false,
  pageSize,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
}: ItemListProps<T>) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const [page, setPage] = useState(1);

  const paged = pageSize !== undefined && items.length > pageSize;
  const lastPage = paged ? Math.ceil(items.length / pageSize) : 1;
  const current = Math.min(page, lastPage);
  const shown = paged ? items.slice((current - 1) * pageSize, current * pageSize) : items;

  const split = `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`;
  const rowPadding =
    size === 'small'
      ? `${token.paddingContentVerticalSM}px ${token.paddingContentHorizontal}px`
      : `${token.paddingContentVertical}px ${bordered ? token.paddingLG : 0}px`;
  const row = (last: boolean): CSSProperties => ({
    display: 'flex',
    // Below the small breakpoint a row's parts wrap rather than squeeze.
    flexWrap: screens.sm === false ? 'wrap' : undefined,
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: rowPadding,
    color: token.colorText,
    // Every row is ruled off from the next; the last one too when a pager follows.
    borderBlockEnd: last && !paged ? 'none' : split,
  });

  const rows = shown.map((item, i) => {
    const index = paged ? (current - 1) * pageSize + i : i;
    const entry = renderItem(item, index);
    const hasMeta =
      entry.avatar !== undefined || entry.title !== undefined || entry.description !== undefined;
    const actions = entry.actions?.filter(Boolean) ?? [];
    return (
      <li
        key={itemKey ? itemKey(item, index) : index}
        aria-label={entry.label}
        style={row(i === shown.length - 1)}
      >
        {hasMeta && (
          <div style={{ display: 'flex', flex: 1, alignItems: 'flex-start', maxWidth: '100%' }}>
            {entry.avatar !== undefined && (
              <div style={{ marginInlineEnd: token.padding }}>{entry.avatar}</div>
            )}
            <div style={{ flex: '1 0', width: 0, color: token.colorText }}>
              {entry.title !== undefined && (
                <div
                  style={{
                    margin: `0 0 ${token.marginXXS}px 0`,
                    fontSize: token.fontSize,
                    lineHeight: token.lineHeight,
                  }}
                >
                  {entry.title}
                </div>
              )}
              {entry.description !== undefined && (
                <div
                  style={{
                    color: token.colorTextDescription,
                    fontSize: token.fontSize,
                    lineHeight: token.lineHeight,
                  }}
                >
                  {entry.description}
                </div>
              )}
            </div>
          </div>
        )}
        {entry.content}
        {actions.length > 0 && (
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              flex: '0 0 auto',
              marginInlineStart: screens.md === false ? token.marginLG : token.marginXXL,
              color: token.colorTextDescription,
              fontSize: token.fontSize,
              lineHeight: token.lineHeight,
            }}
          >
            {actions.map((action, a) => (
              <Fragment key={a}>
                {a > 0 && (
                  <span
                    aria-hidden
                    style={{
                      width: token.lineWidth,
                      height: Math.round(token.fontSize * token.lineHeight) - token.marginXXS * 2,
                      marginInline: token.paddingXS,
                      background: token.colorSplit,
                    }}
                  />
                )}
                {action}
              </Fragment>
            ))}
          </div>
        )}
        {entry.extra}
      </li>
    );
  });

  let body: ReactNode;
  if (shown.length > 0)
    body = (
      <ul
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        aria-busy={loading || undefined}
        style={{ margin: 0, padding: 0, listStyle: 'none' }}
      >
        {rows}
      </ul>
    );
  else if (loading) body = <div style={{ minHeight: 53 }} />;
  else
    body = (
      <div
        style={{
          padding: token.padding,
          color: token.colorTextDisabled,
          fontSize: token.fontSize,
          textAlign: 'center',
        }}
      >
        {empty ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      </div>
    );

  return (
    <div
      style={{
        position: 'relative',
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        ...(bordered && {
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
          borderRadius: token.borderRadiusLG,
        }),
      }}
    >
      <Spin spinning={loading}>{body}</Spin>
      {paged && (
        <Pagination
          align="end"
          size="small"
          style={{
            margin: bordered ? `${token.margin}px ${token.marginLG}px` : `${token.marginLG}px 0 0`,
          }}
          current={current}
          pageSize={pageSize}
          total={items.length}
          onChange={setPage}
        />
      )}
    </div>
  );
}
