// @vitest-environment node
import { db } from '../../src/mocks/db';
import { makeLot, makeProperty } from '../../src/mocks/factories';
import { resetSimulator } from '../../src/mocks/node';
import { callAs, uploadAs, userNamed } from '../simApi';

/** Every byte value, so nothing is lost or re-encoded on the way. */
const allBytes = (): Uint8Array<ArrayBuffer> => Uint8Array.from({ length: 512 }, (_, i) => i % 256);

async function uploadPhoto(bytes: Uint8Array<ArrayBuffer>, type: string, name: string) {
  const kase = db.cases.find((c) => c.companyId === userNamed('auctioneer').companyId)!;
  const p = makeProperty({ lotId: makeLot({ caseId: kase.id }).id, images: [] });
  const res = await uploadAs('auctioneer', `/api/properties/${p.id}/images`, {
    Image: { blob: new Blob([bytes], { type }), name },
    Description: 'Front',
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

describe('uploaded files', () => {
  it('are served back byte-identical with their content type', async () => {
    const url = await uploadPhoto(allBytes(), 'image/jpeg', 'front yard.jpg');
    expect(url).toMatch(/^\/sim-files\/\d+\/front%20yard\.jpg$/);
    const res = await fetch(`http://localhost${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-length')).toBe('512');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(allBytes());
  });

  it('keep each upload apart', async () => {
    const a = await uploadPhoto(new Uint8Array([1, 2, 3]), 'image/png', 'a.png');
    const b = await uploadPhoto(new Uint8Array([4, 5]), 'image/gif', 'b.gif');
    expect(a).not.toBe(b);
    const bytes = async (url: string) =>
      new Uint8Array(await (await fetch(`http://localhost${url}`)).arrayBuffer());
    expect(await bytes(a)).toEqual(new Uint8Array([1, 2, 3]));
    expect(await bytes(b)).toEqual(new Uint8Array([4, 5]));
  });

  it('answer 404 for an unknown file, and are gone after a reset', async () => {
    expect((await fetch('http://localhost/sim-files/999999/x.png')).status).toBe(404);
    const url = await uploadPhoto(new Uint8Array([9]), 'image/png', 'x.png');
    expect((await fetch(`http://localhost${url}`)).status).toBe(200);
    resetSimulator();
    expect((await fetch(`http://localhost${url}`)).status).toBe(404);
  });

  it('go when their photo is deleted', async () => {
    const url = await uploadPhoto(new Uint8Array([7]), 'image/png', 'gone.png');
    const p = db.properties.find((x) => x.images.some((i) => i.url === url))!;
    const id = p.images[0].id;
    expect(
      (await callAs('auctioneer', 'DELETE', `/api/properties/${p.id}/images/${id}`)).status,
    ).toBe(200);
    expect((await fetch(`http://localhost${url}`)).status).toBe(404);
  });
});
