import { Tag, type TableColumnsType } from 'antd';
import type { AdminLot } from '@/api/featuredLots';
import { PropertyPhoto } from '@/components/PropertyPhoto';
import { formatAddress, formatLotDate } from '@/lib/format';

export const lotAddress = (lot: AdminLot) => formatAddress(lot) || `Lot ${lot.id}`;

/** The lot's main photo, else its first; null without photos. */
export const lotPhotoUrl = (lot: AdminLot) =>
  (lot.images.find((i) => i.isMain) ?? lot.images[0])?.url ?? null;

/**
 * The columns both lot tables share: the photo, the address with the case number (and, for
 * featured entries, who set the flag), the company and the auction date. `row` picks the lot.
 */
export function lotColumns<T>(
  lotOf: (row: T) => AdminLot,
  byAdmin?: (row: T) => boolean,
): TableColumnsType<T> {
  return [
    {
      title: 'Photo',
      key: 'photo',
      width: 120,
      render: (_v, row) => {
        const lot = lotOf(row);
        return (
          <div style={{ width: 104 }}>
            <PropertyPhoto url={lotPhotoUrl(lot)} alt={lotAddress(lot)} height={72} />
          </div>
        );
      },
    },
    {
      title: 'Address',
      key: 'address',
      render: (_v, row) => {
        const lot = lotOf(row);
        return (
          <>
            <div>
              <strong>{lotAddress(lot)}</strong>
              {byAdmin?.(row) && (
                <Tag color="gold" style={{ marginLeft: 8, color: '#613400' }}>
                  Set by Admin
                </Tag>
              )}
            </div>
            <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
              Case {lot.caseNumber || lot.caseFileNumber}
            </span>
          </>
        );
      },
    },
    { title: 'Company', key: 'company', render: (_v, row) => lotOf(row).auctionHostName },
    {
      title: 'Auction Date',
      key: 'auctionDate',
      render: (_v, row) => formatLotDate(lotOf(row).auctionStartTime),
    },
  ];
}
