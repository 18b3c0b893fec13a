import { screen } from '@testing-library/react';
import { Card, Table } from 'antd';
import { TableRegion } from '../../../src/components/kit/TableRegion';
import { renderKit } from './renderKit';

const COLUMNS = [
  { title: 'Lot #', dataIndex: 'lot', key: 'lot' },
  { title: 'Address', dataIndex: 'address', key: 'address' },
];
const ROWS = [{ key: 1, lot: 1, address: '1 Main St' }];

/** jsdom lays nothing out: the table's scrolling part is as wide as given here. */
function widths(scroll: number, client: number) {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get() {
      return (this as HTMLElement).classList.contains('ant-table-content') ? scroll : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get() {
      return (this as HTMLElement).classList.contains('ant-table-content') ? client : 0;
    },
  });
}

describe('a table that scrolls sideways', () => {
  afterEach(() => {
    delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  });

  it('scrolls inside a focusable region named after its card', async () => {
    widths(900, 343);
    const { user } = renderKit(
      <Card title="Lots">
        <TableRegion>
          <Table columns={COLUMNS} dataSource={ROWS} pagination={false} scroll={{ x: 900 }} />
        </TableRegion>
      </Card>,
    );
    const region = await screen.findByRole('region', { name: 'Lots' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
    await user.tab();
    expect(region).toHaveFocus();
  });

  it('takes the name it is given, and adds no tab stop while the table fits', async () => {
    widths(300, 343);
    renderKit(
      <TableRegion label="Bidders">
        <Table columns={COLUMNS} dataSource={ROWS} pagination={false} scroll={{ x: 300 }} />
      </TableRegion>,
    );
    await screen.findByRole('table');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(document.querySelector('.ant-table-content')).not.toHaveAttribute('tabindex');
  });
});
