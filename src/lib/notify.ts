/**
 * The one notification helper. Screens and the http client call these; the app
 * connects them to antd's App context (message, notification) at start-up.
 * Notices (notification) last 4 s, toasts (message) 3 s (spec 1 sections 8 and 9).
 */
export const NOTICE_SECONDS = 4;
export const TOAST_SECONDS = 3;

export type NoticeKind = 'success' | 'info' | 'warning' | 'error';

export interface Notice {
  kind: NoticeKind;
  title: string;
  description?: string;
}

export interface Notifier {
  notice(n: Notice): void;
  toast(kind: NoticeKind, text: string): void;
}

const fallback: Notifier = {
  notice: (n) =>
    console.warn(`[${n.kind}] ${n.title}${n.description ? ` — ${n.description}` : ''}`),
  toast: (kind, text) => console.warn(`[${kind}] ${text}`),
};

let current: Notifier = fallback;

export function setNotifier(n: Notifier | null) {
  current = n ?? fallback;
}

/** A notice (4 s): a title and an optional second line. */
export const notice = (n: Notice) => current.notice(n);
/** A toast (3 s): one short line. */
export const toast = (kind: NoticeKind, text: string) => current.toast(kind, text);
