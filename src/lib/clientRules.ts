/**
 * What the company's client detail offers, from the client's status, link and cases (spec 2
 * sections 2 and 5, spec 3 section 4.4): a client the firm linked to the company keeps its
 * details, logo and attorneys locked; new attorneys only for an Active client; no delete while
 * the client has cases.
 */
export interface ClientControlsInput {
  status: 'Active' | 'Inactive';
  linkedSince: string | null;
  totalCases: number;
  logoUrl: string;
}

export interface ClientControls {
  /** The Client Information card's Edit. */
  editDetails: boolean;
  /** The logo upload, shown while the client has no logo. */
  uploadLogo: boolean;
  /** Primary Contact and the attorneys' edit and remove. */
  editAttorneys: boolean;
  /** The New Attorney button. */
  addAttorney: boolean;
  /** Invitation links for attorneys who have not registered. */
  inviteAttorneys: boolean;
  /** Delete Client is enabled; otherwise it is disabled with DELETE_BLOCKED. */
  deleteClient: boolean;
}

export const DELETE_BLOCKED = 'Cannot delete a client with linked case!';

export function clientControls(c: ClientControlsInput): ClientControls {
  const unlinked = c.linkedSince === null;
  return {
    editDetails: unlinked,
    uploadLogo: unlinked && !c.logoUrl,
    editAttorneys: unlinked,
    addAttorney: unlinked && c.status === 'Active',
    inviteAttorneys: unlinked,
    deleteClient: c.totalCases === 0,
  };
}
