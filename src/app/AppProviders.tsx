import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { theme, wave } from './theme';
import { NotifierBridge } from './NotifierBridge';

/**
 * A busy button's spinner: hidden from assistive technology (the button is named by its label and
 * says it is busy with `aria-busy`, components/kit/BusyButton.tsx), and gone the moment the
 * request ends (antd's own spinner shrinks away in a motion, and where that motion's end never
 * came the button stayed announced as 'loading Place Bid').
 */
const BUTTON = { loadingIcon: <LoadingOutlined aria-hidden /> };

/** antd theme and App context, the notification bridge and the query cache. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <ConfigProvider theme={theme} wave={wave} button={BUTTON}>
      <AntApp>
        <NotifierBridge />
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
