import { lazy, Suspense, useState } from 'react';
import { Button, Col, Flex, Row, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { LotColumn } from './staff/LotColumn';

const CreateAuctionDialog = lazy(() => import('../../widgets/CreateAuctionDialog'));
const AddCaseDialog = lazy(() => import('../../widgets/AddCaseDialog'));

type Dialog = 'auction' | 'case' | null;

/** The auctioneer and employee dashboard (spec 3 section 2.5): new auction and case, and the company's lots. */
export default function StaffDashboard() {
  const [dialog, setDialog] = useState<Dialog>(null);
  // Each dialog loads when first asked for, then stays mounted so it can animate closed.
  const [loaded, setLoaded] = useState<{ auction: boolean; case: boolean }>({
    auction: false,
    case: false,
  });
  const openDialog = (d: Exclude<Dialog, null>) => {
    setLoaded((l) => ({ ...l, [d]: true }));
    setDialog(d);
  };
  const close = () => setDialog(null);

  return (
    <div style={{ padding: 24, maxWidth: 1400, margin: '0 auto' }}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          Dashboard
        </Typography.Title>
        <Flex gap={8} wrap>
          <Button icon={<PlusOutlined />} onClick={() => openDialog('auction')}>
            Create Auction
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openDialog('case')}>
            Add Case
          </Button>
        </Flex>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <LotColumn type="live" />
        </Col>
        <Col xs={24} lg={8}>
          <LotColumn type="upcoming" />
        </Col>
        <Col xs={24} lg={8}>
          <LotColumn type="completed" />
        </Col>
      </Row>
      <Suspense fallback={null}>
        {loaded.auction && <CreateAuctionDialog open={dialog === 'auction'} onClose={close} />}
        {loaded.case && <AddCaseDialog open={dialog === 'case'} onClose={close} />}
      </Suspense>
    </div>
  );
}
