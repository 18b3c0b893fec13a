import { DeleteOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import {
  useDeleteProperty,
  useSetPrimaryProperty,
  type PropertyDetail,
} from '../../api/properties';
import { toast } from '../../lib/notify';
import { canDeleteProperty, deletePropertyLabel } from '../../lib/propertyRules';
import { useSingleMutate } from '../../lib/useSingleSubmit';
import { paths } from '../../lib/paths';

export const ACTION_TEXT = {
  setPrimary: 'Set as Primary',
  primarySet: 'The property is now the primary property of the lot.',
  confirmDelete: 'Are you sure to delete the property?',
  deleted: 'The property was deleted.',
  deleteBlocked:
    "The primary property can be deleted only when it is the lot's only property and the lot is Draft.",
} as const;

/** Set as Primary (a non-primary property) and Delete under the delete rule. */
export function PropertyActions({
  property,
  propertyCount,
  lotStatus,
}: {
  property: PropertyDetail;
  propertyCount: number;
  lotStatus: string;
}) {
  const navigate = useNavigate();
  const { caseId = '' } = useParams();
  const setPrimary = useSetPrimaryProperty({
    onSuccess: () => toast('success', ACTION_TEXT.primarySet),
  });
  const setPrimaryOnce = useSingleMutate(setPrimary);
  const remove = useDeleteProperty({
    onSuccess: () => {
      toast('success', ACTION_TEXT.deleted);
      // Back to the lot of the address the property page is at.
      navigate(paths.caseLot(caseId, property.lotId), { replace: true });
    },
  });
  const removeOnce = useSingleMutate(remove);
  const deletable = canDeleteProperty({
    isPrimary: property.isPrimary,
    propertyCount,
    lotStatus,
  });
  const label = deletePropertyLabel(property.isPrimary && deletable);

  return (
    <Space wrap>
      {!property.isPrimary && (
        <Button
          icon={<StarOutlined />}
          loading={setPrimary.isPending}
          onClick={() => {
            setPrimaryOnce(property.id);
          }}
        >
          {ACTION_TEXT.setPrimary}
        </Button>
      )}
      {deletable ? (
        <Popconfirm
          title={ACTION_TEXT.confirmDelete}
          okText="Yes"
          cancelText="No"
          okButtonProps={{ danger: true }}
          onConfirm={() => {
            removeOnce(property.id);
          }}
        >
          <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>
            {label}
          </Button>
        </Popconfirm>
      ) : (
        <>
          <Tooltip title={ACTION_TEXT.deleteBlocked}>
            <Button danger icon={<DeleteOutlined />} disabled aria-describedby="delete-blocked">
              {label}
            </Button>
          </Tooltip>
          <span id="delete-blocked" hidden>
            {ACTION_TEXT.deleteBlocked}
          </span>
        </>
      )}
    </Space>
  );
}
