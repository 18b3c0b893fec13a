import type { ReactNode } from 'react';
import type { AttorneyFields, AttorneyRecord } from '../api/firmShapes';

export interface AttorneyTableProps {
  /** The firm's attorneys; undefined while loading. */
  attorneys: AttorneyRecord[] | undefined;
  loading: boolean;
  /** 3 on the client detail, 5 in the firm's own profile (spec 2 section 9). */
  pageSize: number;
  /** Shows the Primary Contact column and the Actions column (edit, remove). */
  editable: boolean;
  /** Shows the New Attorney button. */
  canAdd: boolean;
  /** Each resolves after the server accepted; the table shows the spec's success message. */
  onAdd(fields: AttorneyFields): Promise<unknown>;
  onEdit(id: number, fields: AttorneyFields): Promise<unknown>;
  onRemove(id: number): Promise<unknown>;
  onSetPrimary(id: number): Promise<unknown>;
  /** More per-row content in the Actions column (e.g. the invitation link of staff). */
  rowExtra?(attorney: AttorneyRecord): ReactNode;
  /** The card's title (default 'Attorney List'). */
  title?: ReactNode;
}

/** Being built. */
export function AttorneyTable(_props: AttorneyTableProps) {
  return null;
}
