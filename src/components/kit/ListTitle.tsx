import { Typography } from 'antd';

/** A list page's title with its total in brackets once the list has loaded. */
export function ListTitle({ title, total }: { title: string; total: number | undefined }) {
  return (
    <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
      {title}
      {total !== undefined && (
        <>
          {' '}
          <Typography.Text type="secondary" style={{ fontSize: 20 }}>
            ({total})
          </Typography.Text>
        </>
      )}
    </Typography.Title>
  );
}
