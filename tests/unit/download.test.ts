// @vitest-environment node
import { fileNameWithStamp } from '../../src/lib/download';

describe('download file names get the date and time appended', () => {
  const at = new Date(2026, 2, 4, 9, 5, 7); // 4 March 2026 09:05:07 local time
  it.each([
    ['report.pdf', 'report_2026-03-04_09-05-07.pdf'],
    ['Auctions Report.xlsx', 'Auctions Report_2026-03-04_09-05-07.xlsx'],
    ['archive.tar.gz', 'archive.tar_2026-03-04_09-05-07.gz'],
    ['bids', 'bids_2026-03-04_09-05-07'],
    ['  bids.xlsx  ', 'bids_2026-03-04_09-05-07.xlsx'],
    ['.pdf', '2026-03-04_09-05-07.pdf'],
    ['', 'download_2026-03-04_09-05-07'],
  ])('%j → %s', (name, expected) => {
    expect(fileNameWithStamp(name, at)).toBe(expected);
  });

  it('pads every part and uses the 24-hour clock', () => {
    expect(fileNameWithStamp('a.pdf', new Date(2027, 11, 31, 23, 59, 0))).toBe(
      'a_2027-12-31_23-59-00.pdf',
    );
  });
});
