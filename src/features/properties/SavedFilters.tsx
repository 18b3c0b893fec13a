import { useState } from 'react';
import { Button, Input, Modal, Popconfirm, Select, Space } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createSavedFilter,
  deleteSavedFilter,
  listSavedFilters,
  searchKeys,
  updateSavedFilter,
  type SavedFilter,
} from '../../api/search';
import { toast } from '../../lib/notify';
import { defaultFilterName, EMPTY_FILTERS, type SearchFilters } from '../../lib/searchFilters';

/** Reads a saved filter's JSON; anything unreadable falls back to no filters. */
export function parseSavedFilter(text: string): SearchFilters {
  try {
    return { ...EMPTY_FILTERS, ...(JSON.parse(text) as Partial<SearchFilters>) };
  } catch {
    return EMPTY_FILTERS;
  }
}

/** Saved filters: list and apply, save new (empty name → 'Saved filter N'), update, delete. */
export function SavedFilters({
  current,
  onApply,
}: {
  current: SearchFilters;
  onApply: (f: SearchFilters) => void;
}) {
  const client = useQueryClient();
  const saved = useQuery({ queryKey: searchKeys.saved, queryFn: listSavedFilters });
  const [selected, setSelected] = useState<number | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: searchKeys.saved });
  const list = saved.data ?? [];

  const create = useMutation({
    mutationFn: () =>
      createSavedFilter(name.trim() || defaultFilterName(list), JSON.stringify(current)),
    onSuccess: (f: SavedFilter) => {
      toast('success', `Saved "${f.name}".`);
      setSelected(f.id);
      setNaming(false);
      setName('');
      void refresh();
    },
  });
  const update = useMutation({
    mutationFn: (id: number) => updateSavedFilter(id, { savedFilter: JSON.stringify(current) }),
    onSuccess: (f: SavedFilter) => {
      toast('success', `Updated "${f.name}".`);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteSavedFilter(id),
    onSuccess: () => {
      setSelected(null);
      void refresh();
    },
  });

  return (
    <Space wrap>
      <Select
        aria-label="Saved filters"
        placeholder="Saved filters"
        style={{ minWidth: 200 }}
        value={selected ?? undefined}
        loading={saved.isLoading}
        notFoundContent="No saved filters yet"
        options={list.map((f) => ({ value: f.id, label: f.name }))}
        onSelect={(id: number) => {
          setSelected(id);
          const f = list.find((x) => x.id === id);
          if (f) onApply(parseSavedFilter(f.savedFilter));
        }}
      />
      <Button onClick={() => setNaming(true)}>Save filter</Button>
      {selected != null && (
        <>
          <Button loading={update.isPending} onClick={() => update.mutate(selected)}>
            Update filter
          </Button>
          <Popconfirm
            title="Delete this saved filter?"
            onConfirm={() => remove.mutate(selected)}
            okText="Delete"
          >
            <Button danger loading={remove.isPending}>
              Delete filter
            </Button>
          </Popconfirm>
        </>
      )}
      <Modal
        open={naming}
        title="Save filter"
        okText="Save"
        confirmLoading={create.isPending}
        onOk={() => create.mutate()}
        onCancel={() => setNaming(false)}
        destroyOnHidden
      >
        <Input
          aria-label="Filter name"
          placeholder={defaultFilterName(list)}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={60}
          autoFocus
        />
      </Modal>
    </Space>
  );
}
