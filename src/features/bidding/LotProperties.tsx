import { Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { lotQueries, type PropertyView } from '../../api/lots';
import { ItemList } from '../../components/kit/ItemList';
import { formatAddress } from '../../lib/format';
import { attributeText, MAIN_ATTRIBUTES } from '../../lib/winnings';

const summary = (p: PropertyView) =>
  p.extendedData
    .filter((a) => MAIN_ATTRIBUTES.includes(a.attributeName))
    .map((a) => `${a.attributeDisplayName ?? a.attributeName}: ${attributeText(a)}`)
    .join(' · ');

/** Every property of a lot that holds several; nothing when the list cannot be loaded. */
export function LotProperties({ lotId }: { lotId: number }) {
  const list = useQuery(lotQueries.properties(lotId));
  if (list.isError) return null;
  return (
    <section aria-labelledby={`lot-${lotId}-properties`}>
      <h2 id={`lot-${lotId}-properties`} style={{ fontSize: 16, marginTop: 16 }}>
        Properties in this lot
      </h2>
      <ItemList
        size="small"
        loading={list.isPending}
        items={list.data ?? []}
        itemKey={(p) => p.id}
        renderItem={(p) => ({
          title: formatAddress(p),
          description: summary(p) || undefined,
          extra: p.isPrimary ? <Tag>Primary</Tag> : undefined,
        })}
      />
    </section>
  );
}
