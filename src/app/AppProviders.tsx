import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { theme, wave } from './theme';
import { NotifierBridge } from './NotifierBridge';

/** antd theme and App context, the notification bridge and the query cache. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <ConfigProvider theme={theme} wave={wave}>
      <AntApp>
        <NotifierBridge />
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
