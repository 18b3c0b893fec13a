import { lazy, Suspense, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Col,
  DatePicker,
  Empty,
  Input,
  Pagination,
  Row,
  Select,
  Skeleton,
  Space,
} from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useLocation } from 'react-router-dom';
import { lotQueries, useSetPinned } from '../../api/lots';
import { propertyAttributeQueries } from '../../api/search';
import { PropertyCard } from '../../components/PropertyCard';
import { EMPTY_FILTERS, searchBeginDate, type SearchFilters } from '../../lib/searchFilters';
import { useDebounced } from '../../lib/useDebounced';
import { AttributeFilters } from './AttributeFilters';
import {
  openingFilters,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  searchRequest,
  type SearchSort,
} from './opening';
import { SavedFilters } from './SavedFilters';

const SearchMap = lazy(() => import('./SearchMap'));

export const ILLINOIS_ONLY = 'Search is currently available in Illinois only';

/** /properties for bidders: map search with filters, saved filters and pins. */
export default function PropertySearchPage() {
  const location = useLocation();
  const [filters, setFilters] = useState<SearchFilters>(() => openingFilters(location.state));
  const [sort, setSort] = useState<SearchSort>(SEARCH_SORTS[0].value);
  const [page, setPage] = useState(1);
  const [drawer, setDrawer] = useState(false);
  const search = useDebounced(filters.search);
  const update = (patch: Partial<SearchFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };

  const beginDate = searchBeginDate(filters);
  const results = useQuery({
    ...lotQueries.search(searchRequest(filters, search, sort, page)),
    placeholderData: keepPreviousData,
  });
  const attributes = useQuery({
    ...propertyAttributeQueries.list(),
    staleTime: Infinity,
  });
  const pin = useSetPinned();
  const rows = results.data?.data ?? [];
  const activeAttributes = filters.searchAttributes.length;

  return (
    <div>
      <h1 style={{ fontSize: 26, marginTop: 0 }}>Properties</h1>
      <Alert type="info" showIcon title={ILLINOIS_ONLY} style={{ marginBottom: 16 }} />
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          aria-label="Search properties"
          placeholder="Address, city, county or zip"
          value={filters.search}
          onChange={(e) => update({ search: e.target.value })}
          style={{ width: 280 }}
        />
        <Checkbox
          checked={filters.showPinned}
          onChange={(e) => update({ showPinned: e.target.checked })}
        >
          Pinned
        </Checkbox>
        <Checkbox
          checked={filters.showFeatured}
          onChange={(e) => update({ showFeatured: e.target.checked })}
        >
          Featured
        </Checkbox>
        <Checkbox
          checked={filters.showLive}
          onChange={(e) => update({ showLive: e.target.checked })}
        >
          Live
        </Checkbox>
        <Checkbox
          checked={filters.includeCompleted}
          onChange={(e) => update({ includeCompleted: e.target.checked })}
        >
          Include completed
        </Checkbox>
        <DatePicker.RangePicker
          aria-label="Auction dates"
          format="MM/DD/YYYY"
          // With completed lots included the search begins at 2000-01-01: only the end is chosen.
          disabled={[filters.includeCompleted, false]}
          value={[
            beginDate ? dayjs(beginDate) : null,
            filters.endDate ? dayjs(filters.endDate) : null,
          ]}
          onChange={(range) =>
            update({
              ...(filters.includeCompleted
                ? {}
                : { beginDate: range?.[0]?.startOf('day').toISOString() ?? null }),
              endDate: range?.[1]?.endOf('day').toISOString() ?? null,
            })
          }
          allowEmpty={[true, true]}
        />
        <Select
          aria-label="Sort by"
          value={sort}
          onChange={(v) => (setSort(v), setPage(1))}
          options={[...SEARCH_SORTS]}
          style={{ width: 230 }}
        />
        <Button onClick={() => setDrawer(true)}>
          More filters{activeAttributes ? ` (${activeAttributes})` : ''}
        </Button>
        <Button onClick={() => update(EMPTY_FILTERS)}>Clear filters</Button>
      </Space>
      <div style={{ marginBottom: 16 }}>
        <SavedFilters current={filters} onApply={(f) => update(f)} />
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 560 }} />}>
            <SearchMap
              rows={rows}
              polygons={filters.polygons}
              circles={filters.circles}
              onAreas={(a) => update(a)}
              onPin={(id, pinned) => pin.mutate({ lotId: id, pinned })}
            />
          </Suspense>
        </Col>
        <Col xs={24} lg={10}>
          <p aria-live="polite" style={{ marginTop: 0 }}>
            {results.isLoading ? 'Searching...' : `${results.data?.total ?? 0} properties`}
          </p>
          {results.isLoading ? (
            <Skeleton active />
          ) : rows.length === 0 ? (
            <Empty description="No properties match these filters." />
          ) : (
            <Row gutter={[12, 12]}>
              {rows.map((r) => (
                <Col key={r.id} xs={24} sm={12}>
                  <PropertyCard
                    lot={r}
                    pinning={pin.isPending && pin.variables?.lotId === r.id}
                    onPin={(pinned) => pin.mutate({ lotId: r.id, pinned })}
                  />
                </Col>
              ))}
            </Row>
          )}
          <Pagination
            style={{ marginTop: 16 }}
            current={page}
            pageSize={SEARCH_PAGE_SIZE}
            total={results.data?.total ?? 0}
            onChange={setPage}
            showSizeChanger={false}
            hideOnSinglePage
          />
        </Col>
      </Row>
      <AttributeFilters
        open={drawer}
        onClose={() => setDrawer(false)}
        attributes={attributes.data ?? []}
        value={filters.searchAttributes}
        onApply={(list) => update({ searchAttributes: list })}
      />
    </div>
  );
}
