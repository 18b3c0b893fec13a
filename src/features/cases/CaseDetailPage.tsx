import { useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useMatch, useParams, useSearchParams } from 'react-router-dom';
import { caseQueries } from '../../api/cases';
import { apiErrorOf } from '../../api/errors';
import { PageSkeleton } from '../../components/PageSkeleton';
import { canEditCase, combinedLotsStatus, type CaseTab } from '../../lib/caseStage';
import { homeFor } from '../../lib/landing';
import { can } from '../../lib/permissions';
import { isStaff } from '../../lib/roles';
import { useSession } from '../../lib/useSession';
import { CaseActionsBar } from './detail/CaseActionsBar';
import { CaseBreadcrumb } from './detail/CaseBreadcrumb';
import { CaseHeader } from './detail/CaseHeader';
import { CaseLoadError } from './detail/CaseLoadError';
import { CaseNotFound } from './detail/CaseNotFound';
import { CaseStageBar } from './detail/CaseStageBar';
import { CaseTabs } from './detail/CaseTabs';
import { recordIdOf } from '../../lib/recordId';
import { paths } from '../../lib/paths';

const readTab = (search: URLSearchParams): CaseTab =>
  search.get('tab') === 'documents' ? 'documents' : 'details';

/**
 * /cases/{caseId} and, read-only, /admin/cases/{caseId}: the case's header, stage, actions and
 * edit, then its lots, activity logs and notes, and its documents (spec 2 section 2).
 */
export default function CaseDetailPage() {
  const { caseId = '' } = useParams();
  const adminRoute = useMatch('/admin/cases/:caseId') !== null;
  const { roles } = useSession();
  const [search, setSearch] = useSearchParams();
  const tab = readTab(search);
  const id = recordIdOf(caseId);
  const query = useQuery({ ...caseQueries.detail(id), enabled: id > 0 });

  const staff = isStaff(roles) && !adminRoute;
  const back = staff
    ? { backTo: paths.cases, backLabel: 'Back to cases' }
    : { backTo: homeFor(roles), backLabel: 'Back to dashboard' };

  const status = query.isError ? apiErrorOf(query.error).status : null;
  if (id <= 0 || status === 404) return <CaseNotFound {...back} />;
  // A failed background refresh keeps the case already on screen.
  if (status !== null && !query.data)
    return <CaseLoadError status={status} onRetry={() => void query.refetch()} {...back} />;
  if (!query.data) return <PageSkeleton rows={14} />;

  const kase = query.data;
  // The admin's page is read-only; clients and attorneys follow the case's canEdit flag.
  const canChange = !adminRoute && can(roles, 'case.edit') && kase.canEdit;
  const combined = kase.lotsCombinedStatus ?? combinedLotsStatus(kase.lots.map((l) => l.lotStatus));
  const editable = canChange && canEditCase(combined, kase.caseStatus, kase.canEdit);

  return (
    <>
      <Flex vertical gap={16} style={{ padding: 24, maxWidth: 1400, margin: '0 auto' }}>
        <CaseBreadcrumb kase={kase} staffLinks={staff} lotLinks={!adminRoute} />
        <CaseHeader
          kase={kase}
          editable={editable}
          actions={<CaseActionsBar kase={kase} tab={tab} canChange={canChange} />}
        />
        <CaseStageBar kase={kase} />
        <CaseTabs
          kase={kase}
          tab={tab}
          onTab={(next) => setSearch(next === 'details' ? {} : { tab: next }, { replace: true })}
          canManageDocuments={!adminRoute && can(roles, 'document.manage') && kase.canEdit}
        />
      </Flex>
    </>
  );
}
