import { useEffect } from 'react';
import { App } from 'antd';
import { NOTICE_SECONDS, setNotifier, TOAST_SECONDS } from '../lib/notify';

/** Connects the one notification helper (src/lib/notify) to antd's App context. */
export function NotifierBridge() {
  const { message, notification } = App.useApp();
  useEffect(() => {
    setNotifier({
      notice: ({ kind, title, description }) =>
        notification[kind]({ title, description, duration: NOTICE_SECONDS, placement: 'topRight' }),
      toast: (kind, text) => message[kind](text, TOAST_SECONDS),
    });
    return () => setNotifier(null);
  }, [message, notification]);
  return null;
}
