import { Alert, Steps } from 'antd';
import type { CaseDetail } from '@/api/cases';
import {
  CASE_STAGES,
  caseStage,
  caseStageIndex,
  combinedLotsStatus,
  isCancelledBanner,
} from '@/lib/caseStage';

export const CANCELLED_BANNER = 'Cancelled';

/** The case's progress (spec 2 section 4), or a red Cancelled banner for a cancelled case. */
export function CaseStageBar({ kase }: { kase: CaseDetail }) {
  if (isCancelledBanner(kase.caseStatus))
    return <Alert type="error" banner showIcon={false} title={CANCELLED_BANNER} />;
  const combined = kase.lotsCombinedStatus ?? combinedLotsStatus(kase.lots.map((l) => l.lotStatus));
  const stage = caseStage(kase.caseStatus, combined);
  const current = caseStageIndex(stage);
  return (
    <nav aria-label={`Case stage: ${CASE_STAGES[current]}`}>
      <Steps
        size="small"
        current={current}
        status={stage === 'Closed' ? 'finish' : 'process'}
        // The highlighted step is also the current one to assistive technology.
        items={CASE_STAGES.map((title, i) => ({
          title,
          ...(i === current ? { 'aria-current': 'step' as const } : {}),
        }))}
      />
    </nav>
  );
}
