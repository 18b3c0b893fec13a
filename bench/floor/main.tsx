// The floor page: React + antd + react-router rendering a Layout, Menu, a 10-row Table,
// a Form and a notification. The landing page must cost no more than this.
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App, Button, Form, Input, Layout, Menu, Table } from 'antd';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const rows = Array.from({ length: 10 }, (_, i) => ({
  key: i,
  address: `${100 + i} Main St, Chicago, IL`,
  price: `$${(i + 1) * 10_000}`,
}));

function Page() {
  const { notification } = App.useApp();
  useEffect(() => {
    notification.info({ title: 'Welcome', duration: 4 });
  }, [notification]);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: '#fff' }}>
        <Menu
          mode="horizontal"
          items={[
            { key: 'a', label: 'Home' },
            { key: 'b', label: 'Help Center' },
          ]}
        />
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Table
          columns={[
            { title: 'Address', dataIndex: 'address' },
            { title: 'Opening bid', dataIndex: 'price' },
          ]}
          dataSource={rows}
          pagination={false}
        />
        <Form layout="inline" style={{ marginTop: 24 }}>
          <Form.Item label="Search" name="q">
            <Input />
          </Form.Item>
          <Button type="primary">Search</Button>
        </Form>
      </Layout.Content>
    </Layout>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Page /> }]);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App>
      <RouterProvider router={router} />
    </App>
  </StrictMode>,
);
