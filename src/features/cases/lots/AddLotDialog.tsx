import { useCreateLot } from '@/api/caseLots';
import { FormDialog } from '@/widgets/kit/FormDialog';
import { clampRequiredDown, NEW_LOT_DEFAULTS } from '@/lib/lotRules';
import { toast } from '@/lib/notify';
import { LOTS_UI } from './lotText';
import { PriceFields, type PriceValues } from './PriceFields';

/** Add Lot: the defaults of a new lot (opening price 0, 25 percent down, increment 1). */
export function AddLotDialog({
  caseId,
  open,
  onClose,
}: {
  caseId: number;
  open: boolean;
  onClose(): void;
}) {
  const create = useCreateLot(caseId, { onSuccess: () => toast('success', LOTS_UI.created) });
  return (
    <FormDialog<PriceValues>
      open={open}
      title={LOTS_UI.addLot}
      okText={LOTS_UI.add}
      initialValues={NEW_LOT_DEFAULTS}
      onClose={onClose}
      onSubmit={(v) =>
        create.mutateAsync({
          openingPrice: v.openingPrice ?? NEW_LOT_DEFAULTS.openingPrice,
          requiredDown: clampRequiredDown(v.requiredDown ?? NEW_LOT_DEFAULTS.requiredDown),
          minBidIncrements: v.minBidIncrements ?? NEW_LOT_DEFAULTS.minBidIncrements,
        })
      }
    >
      <PriceFields />
    </FormDialog>
  );
}
