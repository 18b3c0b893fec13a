import { Breadcrumb, Flex, Space, Typography, type BreadcrumbProps } from 'antd';
import type { ReactNode } from 'react';

/**
 * The top of a record's page: the breadcrumb from its list, then the record's name as the page
 * title with what stands beside it (status tag, dates), and the record's actions at the end.
 */
export function RecordHeader({
  breadcrumb,
  title,
  beside,
  actions,
}: {
  breadcrumb: BreadcrumbProps['items'];
  title: ReactNode;
  beside?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <>
      <Breadcrumb aria-label="Breadcrumb" items={breadcrumb} />
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Space align="center" wrap>
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {title}
          </Typography.Title>
          {beside}
        </Space>
        {actions}
      </Flex>
    </>
  );
}
