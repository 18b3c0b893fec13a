import type { CaseAction } from '@/lib/caseStage';

/** The case actions' buttons, confirmations and success notices. */
export const CASE_ACTION_TEXT: Record<
  CaseAction,
  { button: string; confirm: string; done: string }
> = {
  pendingCourtApproval: {
    button: 'Mark as Pending Court Approval',
    confirm: 'Are you sure to mark the case as pending court approval?',
    done: 'Successfully marked the case as pending court approval!',
  },
  courtApproved: {
    button: 'Mark as Court Approved',
    confirm: 'Are you sure to mark the case as court approved?',
    done: 'Successfully marked the case as court approved!',
  },
  completed: {
    button: 'Mark as Completed',
    confirm: 'Are you sure to mark the case as completed?',
    done: 'Successfully marked the case as completed!',
  },
  cancel: {
    button: 'Cancel Case',
    confirm: 'Are you sure to cancel the case? Its lots not yet sold are cancelled too.',
    done: 'Successfully cancelled the case!',
  },
  delete: {
    button: 'Permanently Delete Case',
    confirm: 'Are you sure to permanently delete the case?',
    done: 'Successfully deleted the case!',
  },
};

/** The order the buttons appear in. */
export const CASE_ACTION_ORDER: readonly CaseAction[] = [
  'pendingCourtApproval',
  'courtApproved',
  'completed',
  'cancel',
  'delete',
];
