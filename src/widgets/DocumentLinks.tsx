import type { ReactNode } from 'react';
import { FileLink } from './kit/FileLink';
import { ItemList } from '../components/kit/ItemList';

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
    <ItemList
      size="small"
      items={documents}
      renderItem={(d) => ({
        content: (
          <FileLink url={d.url} fileName={d.name}>
            {d.name}
          </FileLink>
        ),
      })}
    />
  );
}
