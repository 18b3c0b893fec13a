import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Space } from 'antd';
import { useState } from 'react';
import type { CaseDetail } from '@/api/cases';
import { useCan } from '@/components/kit/Can';
import { canEditCase } from '@/lib/caseStage';
import { canEditLot, LOT_TEXT } from '@/lib/lotRules';
import { notice } from '@/lib/notify';
import { AddLotDialog } from './AddLotDialog';
import { LotCard } from './LotCard';
import { LOTS_UI } from './lotText';

/**
 * The lots of a case (spec 2 sections 2 and 4): one card per lot with its status, address,
 * auction date and prices, and every action the lot offers to the signed-in user. One lot at a
 * time may be in edit mode.
 */
export function CaseLots({ kase }: { kase: CaseDetail }) {
  const mayEdit = useCan('lot.edit');
  const editable = mayEdit && canEditCase(kase.lotsCombinedStatus, kase.caseStatus, kase.canEdit);
  const [editing, setEditing] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  // A lot deleted or no longer editable while in edit mode leaves it.
  const editingId = kase.lots.some((l) => l.id === editing && canEditLot(l, editable))
    ? editing
    : null;

  const startEdit = (lotId: number) => {
    if (editingId !== null && editingId !== lotId) {
      notice({ kind: 'warning', title: LOT_TEXT.anotherInEdit });
      return;
    }
    setEditing(lotId);
  };

  return (
    <Card
      title={`${LOTS_UI.title} (${kase.lots.length})`}
      extra={
        editable && (
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {LOTS_UI.addLot}
          </Button>
        )
      }
    >
      {kase.lots.length === 0 ? (
        <Empty description={LOT_TEXT.noLots} />
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {kase.lots.map((lot) => (
            <LotCard
              key={lot.id}
              kase={kase}
              lot={lot}
              caseEditable={editable}
              editing={editingId === lot.id}
              onEdit={() => startEdit(lot.id)}
              onEditDone={() => setEditing(null)}
            />
          ))}
        </Space>
      )}
      {editable && <AddLotDialog caseId={kase.id} open={adding} onClose={() => setAdding(false)} />}
    </Card>
  );
}
