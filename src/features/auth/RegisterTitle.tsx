import { Typography } from 'antd';

/** The registration page's heading. */
export function RegisterTitle() {
  return (
    <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
      Create your account
    </Typography.Title>
  );
}
