import { useQuery } from '@tanstack/react-query';
import { AutoComplete } from 'antd';
import { useState } from 'react';
import { propertyQueries, type AddressSuggestion } from '../../api/properties';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../../lib/useDebounced';

export const SUGGEST_PLACEHOLDER = 'Search an address (US only)';

/** The address search: suggestions from the geocoder (US only) once typing pauses. */
export function AddressSuggest({
  onPick,
  disabled,
}: {
  onPick(s: AddressSuggestion): void;
  disabled?: boolean;
}) {
  const [text, setText] = useState('');
  const settled = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const { data = [], isFetching } = useQuery(propertyQueries.geocode(settled));
  const options = data.map((s) => ({ value: s.label, label: s.label }));

  return (
    <AutoComplete
      aria-label="Address search"
      placeholder={SUGGEST_PLACEHOLDER}
      value={text}
      options={options}
      disabled={disabled}
      onChange={(v: string) => setText(v)}
      onSelect={(v: string) => {
        const picked = data.find((s) => s.label === v);
        if (picked) onPick(picked);
      }}
      notFoundContent={isFetching ? 'Searching…' : undefined}
      style={{ width: '100%', marginBottom: 16 }}
    />
  );
}
