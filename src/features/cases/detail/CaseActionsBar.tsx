import { Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  useChangeCaseStatus,
  useDeleteCase,
  type CaseDetail,
  type CaseStatusChange,
} from '@/api/cases';
import { caseActions, type CaseAction, type CaseTab } from '@/lib/caseStage';
import { toast } from '@/lib/notify';
import { CASE_ACTION_ORDER, CASE_ACTION_TEXT } from './caseActionText';
import { ConfirmButton } from './ConfirmButton';
import { paths } from '@/lib/paths';

/**
 * The case actions that apply now (spec 2 section 4): court approval, completion, cancel and
 * delete, each after a confirmation. A deleted case goes back to the case list.
 */
export function CaseActionsBar({
  kase,
  tab,
  canChange,
}: {
  kase: CaseDetail;
  tab: CaseTab;
  /** The user may change this case here (staff with the case's canEdit). */
  canChange: boolean;
}) {
  const navigate = useNavigate();
  const change = useChangeCaseStatus(kase.id);
  const remove = useDeleteCase(kase.id);
  const shown = caseActions({
    caseStatus: kase.caseStatus,
    lots: kase.lots.map((l) => l.lotStatus),
    tab,
    canEdit: canChange,
  });

  const run = async (action: CaseAction) => {
    if (action === 'delete') {
      await remove.mutateAsync();
      toast('success', CASE_ACTION_TEXT.delete.done);
      navigate(paths.cases, { replace: true });
      return;
    }
    await change.mutateAsync(action satisfies CaseStatusChange);
    toast('success', CASE_ACTION_TEXT[action].done);
  };

  const actions = CASE_ACTION_ORDER.filter((a) => shown[a]);
  if (!actions.length) return null;
  return (
    <Space wrap>
      {actions.map((action) => (
        <ConfirmButton
          key={action}
          type={action === 'cancel' || action === 'delete' ? 'default' : 'primary'}
          danger={action === 'cancel' || action === 'delete'}
          confirm={CASE_ACTION_TEXT[action].confirm}
          okText="Yes"
          onConfirm={() => run(action)}
        >
          {CASE_ACTION_TEXT[action].button}
        </ConfirmButton>
      ))}
    </Space>
  );
}
