import type { ReactNode } from 'react';
import { List } from 'antd';

/** A property's documents as links that open in a new tab, or `empty` when there are none. */
export function DocumentLinks({
  documents,
  empty,
}: {
  documents: { name: string; url: string }[];
  empty: ReactNode;
}) {
  if (!documents.length) return empty;
  return (
    <List
      size="small"
      dataSource={documents}
      renderItem={(d) => (
        <List.Item>
          <a href={d.url} target="_blank" rel="noreferrer">
            {d.name}
          </a>
        </List.Item>
      )}
    />
  );
}
