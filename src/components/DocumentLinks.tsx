import type { ReactNode } from 'react';
import { List } from 'antd';
import { FileLink } from './kit/FileLink';

/** A property's documents as links that save them, or `empty` when there are none. */
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
          <FileLink url={d.url} fileName={d.name}>
            {d.name}
          </FileLink>
        </List.Item>
      )}
    />
  );
}
