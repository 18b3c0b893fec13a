import { screen, waitFor } from '@testing-library/react';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { endpoint } from '../../../src/api/contract/define';
import { DownloadButton } from '../../../src/widgets/kit/DownloadButton';
import { server } from '../../../src/mocks/node';
import { renderKit } from './renderKit';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file export of these tests only: a POST with the filters, answering a file. */
const kitExport = endpoint({
  method: 'POST',
  path: '/api/kit/bids/export',
  designed: 'an export for these tests',
  summary: 'A test export.',
  response: 'file',
  roles: ['Admin'],
});

describe('download button', () => {
  const saved: { name: string; href: string }[] = [];
  const blobs: Blob[] = [];
  const revoked: string[] = [];

  beforeEach(() => {
    saved.length = 0;
    blobs.length = 0;
    revoked.length = 0;
    // jsdom has no object URLs and does not download: record what the browser would get.
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return `blob:kit/${blobs.length}`;
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 4, 9, 5, 7) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('saves the server file with the date and time in its name, one download per click', async () => {
    const bodies: unknown[] = [];
    server.use(
      mswHttp.post('*/api/kit/bids/export', async ({ request }) => {
        bodies.push(await request.json());
        await delay(150);
        return new HttpResponse('xlsx bytes', { headers: { 'Content-Type': XLSX } });
      }),
    );
    const { user } = renderKit(
      <DownloadButton
        request={{
          endpoint: kitExport,
          body: { auctionId: 3 },
          fileName: 'Bids Report.xlsx',
        }}
      >
        Export Excel
      </DownloadButton>,
    );
    const button = screen.getByRole('button', { name: /Export Excel/ });
    await user.dblClick(button);
    await waitFor(() => expect(button).toHaveClass('ant-btn-loading'));
    await waitFor(() => expect(saved).toHaveLength(1));

    expect(saved[0]).toEqual({ name: 'Bids Report_2026-03-04_09-05-07.xlsx', href: 'blob:kit/1' });
    expect(await blobs[0].text()).toBe('xlsx bytes');
    expect(blobs[0].type).toBe(XLSX);
    expect(bodies).toEqual([{ auctionId: 3 }]);
    await waitFor(() => expect(revoked).toEqual(['blob:kit/1']));
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
  });

  it('saves nothing and frees the button when the export fails', async () => {
    server.use(
      mswHttp.post('*/api/kit/bids/export', () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = renderKit(
      <DownloadButton request={{ endpoint: kitExport, fileName: 'Bids.pdf' }}>
        Export PDF
      </DownloadButton>,
    );
    const button = screen.getByRole('button', { name: /Export PDF/ });
    await user.click(button);
    expect(await screen.findByText('Server error! - 500')).toBeInTheDocument();
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    expect(saved).toEqual([]);
  });
});
