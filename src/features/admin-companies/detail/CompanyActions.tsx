import { Button, Popconfirm, Space } from 'antd';
import { useChangeCompanyStatus, useRefreshCompany, type CompanyProfile } from '@/api/companies';
import { COMPANY_ACTION_TEXT, companyActions, type CompanyAction } from '@/lib/companySettings';
import { toast } from '@/lib/notify';
import { COMPANY_TEXT } from '../companyText';

/**
 * What the company's status offers the administrator (Approve and Decline while pending,
 * Deactivate while active, Activate while inactive), each asked first. A refusal shows the
 * server's message and the company is loaded again; one change runs at a time.
 */
export function CompanyActions({ company }: { company: CompanyProfile }) {
  const refresh = useRefreshCompany();
  const change = useChangeCompanyStatus({
    onSuccess: (_data, { action }) => toast('success', COMPANY_ACTION_TEXT[action].done),
    // A refusal usually means the status changed elsewhere: show the company as it is now.
    onError: () => void refresh(),
  });
  const run = (action: CompanyAction) =>
    change.isPending
      ? undefined
      : change.mutateAsync({ id: company.id, action }).catch(() => undefined);
  const actions = companyActions(company.status);
  if (actions.length === 0) return null;
  return (
    <Space wrap role="group" aria-label={COMPANY_TEXT.actions}>
      {actions.map((action) => {
        const text = COMPANY_ACTION_TEXT[action];
        return (
          <Popconfirm
            key={action}
            title={text.confirm}
            okText="Yes"
            cancelText="No"
            okButtonProps={{ danger: text.danger }}
            onConfirm={() => run(action)}
          >
            <Button
              type={text.danger ? 'default' : 'primary'}
              danger={text.danger}
              loading={change.isPending && change.variables?.action === action}
              disabled={change.isPending && change.variables?.action !== action}
            >
              {text.label}
            </Button>
          </Popconfirm>
        );
      })}
    </Space>
  );
}
