import { http } from './http';

/** The control room's lot actions (spec 3 section 7, Live control). */
export type LotAction = 'start' | 'stop' | 'notifystop' | 'notifystopcancel';

/** Runs a lot action. Silent: the control room words each failure itself. */
export async function lotAction(lotId: number, action: LotAction) {
  return (await http.put(`/api/lots/${lotId}/${action}`, undefined, { silent: true })).data;
}
