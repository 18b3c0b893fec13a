import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { endpoint } from '../../../src/api/contract/define';
import { DEFAULT_TIMEOUT_MS, http, TRANSFER_TIMEOUT_MS } from '../../../src/api/http';
import { UploadField } from '../../../src/widgets/kit/UploadField';
import { server } from '../../../src/mocks/node';
import { pngBytes, svgBytes } from '../../fileBytes';
import { renderKit } from './renderKit';

const MB = 1024 * 1024;

/** A logo upload of these tests only: multipart, answering the logo's address. */
const kitLogo = endpoint({
  method: 'PUT',
  path: '/api/kit/companies/{id}/logo',
  designed: 'an upload for these tests',
  summary: 'A test logo upload.',
  multipart: ['Logo', 'CompanyId'],
  response: z.object({ logoUrl: z.string() }),
  roles: ['Admin'],
});

/** A file whose reported size is `size` without allocating it (a PNG unless `bytes` say else). */
function fileOf(name: string, type: string, size?: number, bytes: BlobPart = pngBytes()) {
  const file = new File([bytes], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A fake logo endpoint: records the multipart fields of each call, answers with `reply`. */
function serveLogo(reply: () => Response) {
  const calls: { field: string; companyId: string | null; key: string | null }[] = [];
  server.use(
    mswHttp.put('*/api/kit/companies/7/logo', async ({ request }) => {
      const form = await request.formData();
      for (const [field, value] of form.entries())
        if (typeof value !== 'string')
          calls.push({
            field,
            companyId: form.get('CompanyId') as string | null,
            key: request.headers.get('Idempotency-Key'),
          });
      return reply();
    }),
  );
  return calls;
}

const logoField = (onUploaded = (_reply: { logoUrl: string }) => {}) => (
  <UploadField
    endpoint={kitLogo}
    params={{ id: 7 }}
    field="Logo"
    fields={{ CompanyId: 7 }}
    accept="image"
    maxMb={5}
    onUploaded={onUploaded}
  >
    Upload Logo
  </UploadField>
);

const input = (container: HTMLElement) =>
  container.querySelector('input[type=file]') as HTMLInputElement;

afterEach(() => vi.restoreAllMocks());

describe('upload field', () => {
  it('refuses a file of 5 MB or more with the spec message and posts nothing', async () => {
    const calls = serveLogo(() => HttpResponse.json({ logoUrl: '/logo.png' }));
    const { user, container } = renderKit(logoField());
    await user.upload(input(container), fileOf('big.png', 'image/png', 5 * MB));
    expect(await screen.findByText('File must be smaller than 5MB!')).toBeInTheDocument();
    expect(screen.queryByText('big.png')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('refuses a file of the wrong type with the spec message', async () => {
    const calls = serveLogo(() => HttpResponse.json({ logoUrl: '/logo.png' }));
    const { user, container } = renderKit(
      <UploadField
        endpoint={kitLogo}
        params={{ id: 7 }}
        field="Attachment"
        accept="pdf"
        maxMb={5}
      />,
    );
    await user.upload(input(container), fileOf('deed.png', 'image/png'));
    expect(await screen.findByText('deed.png is not a pdf file')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('posts the file under the spec field name through the http client', async () => {
    const calls = serveLogo(() => HttpResponse.json({ logoUrl: '/uploads/logo.png' }));
    const sent = vi.spyOn(http, 'request');
    const replies: string[] = [];
    const { user, container } = renderKit(logoField((r) => replies.push(r.logoUrl)));
    const logo = fileOf('logo.png', 'image/png');
    await user.upload(input(container), logo);
    await waitFor(() => expect(replies).toEqual(['/uploads/logo.png']));
    expect(calls).toEqual([{ field: 'Logo', companyId: '7', key: expect.any(String) }]);
    // jsdom's File does not survive msw's XHR-to-fetch conversion byte for byte, so the
    // file itself is checked where it leaves the kit: the one http client's call.
    expect(sent).toHaveBeenCalledTimes(1);
    const form = sent.mock.calls[0][0].data as FormData;
    const part = form.get('Logo') as File;
    expect(part.name).toBe('logo.png');
    expect(await part.text()).toBe(await logo.text());
    expect(screen.getByText('logo.png')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it('keeps a failed file listed and sends it again on Retry', async () => {
    let fail = true;
    const calls = serveLogo(() =>
      fail
        ? HttpResponse.json({ message: 'Storage unavailable' }, { status: 400 })
        : HttpResponse.json({ logoUrl: '/uploads/logo.png' }),
    );
    const replies: string[] = [];
    const { user, container } = renderKit(logoField((r) => replies.push(r.logoUrl)));
    await user.upload(input(container), fileOf('logo.png', 'image/png'));

    const retry = await screen.findByRole('button', { name: 'Retry logo.png' });
    const item = retry.closest('.ant-upload-list')!;
    expect(within(item as HTMLElement).getByText('logo.png')).toBeInTheDocument();
    await waitFor(() => expect(item.querySelector('.ant-upload-list-item-error')).not.toBeNull());
    expect(replies).toEqual([]);

    fail = false;
    await user.click(retry);
    await waitFor(() => expect(replies).toEqual(['/uploads/logo.png']));
    expect(calls.map((c) => c.field)).toEqual(['Logo', 'Logo']);
    // The retry names the same upload, so a server that had stored it answers it again.
    expect(calls[1].key).toBe(calls[0].key);
    expect(calls[0].key).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();

    // Another file chosen is another upload.
    await user.upload(input(container), fileOf('logo2.png', 'image/png'));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2].key).not.toBe(calls[0].key);
  });

  it('refuses SVG, and a picture whose bytes are not one, before anything is sent', async () => {
    const calls = serveLogo(() => HttpResponse.json({ logoUrl: '/logo.png' }));
    const { user, container } = renderKit(logoField());
    await user.upload(input(container), fileOf('logo.svg', 'image/svg+xml', undefined, svgBytes()));
    expect(await screen.findByText('logo.svg is not an image file')).toBeInTheDocument();
    await user.upload(input(container), fileOf('logo.png', 'image/png', undefined, svgBytes()));
    expect(await screen.findByText('logo.png is not an image file')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('gives an upload the long transfer timeout', async () => {
    serveLogo(() => HttpResponse.json({ logoUrl: '/uploads/logo.png' }));
    const sent = vi.spyOn(http, 'request');
    const { user, container } = renderKit(logoField());
    await user.upload(input(container), fileOf('logo.png', 'image/png'));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0][0].timeout).toBe(TRANSFER_TIMEOUT_MS);
    expect(TRANSFER_TIMEOUT_MS).toBeGreaterThan(DEFAULT_TIMEOUT_MS);
  });
});
