import { useState } from 'react';
import { Button, Input, Modal, Popconfirm, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  savedFilterQueries,
  useCreateSavedFilter,
  useDeleteSavedFilter,
  useUpdateSavedFilter,
  type SavedFilter,
} from '../../api/search';
import { toast } from '../../lib/notify';
import { defaultFilterName, EMPTY_FILTERS, type SearchFilters } from '../../lib/searchFilters';
import { useSingleMutate } from '../../lib/useSingleSubmit';

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
  const saved = useQuery(savedFilterQueries.list());
  const [selected, setSelected] = useState<number | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const list = saved.data ?? [];

  const create = useCreateSavedFilter({
    onSuccess: (f: SavedFilter) => {
      toast('success', `Saved "${f.name}".`);
      setSelected(f.id);
      setNaming(false);
      setName('');
    },
  });

  const createOnce = useSingleMutate(create);
  const update = useUpdateSavedFilter({
    onSuccess: (f: SavedFilter) => toast('success', `Updated "${f.name}".`),
  });
  const updateOnce = useSingleMutate(update);
  const remove = useDeleteSavedFilter({ onSuccess: () => setSelected(null) });

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
          <Button
            loading={update.isPending}
            onClick={() => updateOnce({ id: selected, savedFilter: JSON.stringify(current) })}
          >
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
        onOk={() =>
          createOnce({
            name: name.trim() || defaultFilterName(list),
            savedFilter: JSON.stringify(current),
          })
        }
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
