import { http } from 'msw';
import { serveFile } from '../files';

/** Hue 0-359 from a name, so each picture keeps its colour. */
function hue(name: string): number {
  let h = 0;
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
}

function house(name: string): string {
  const h = hue(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
<rect width="400" height="300" fill="hsl(${h},45%,86%)"/><rect y="220" width="400" height="80" fill="hsl(${(h + 90) % 360},35%,62%)"/>
<polygon points="110,140 200,70 290,140" fill="hsl(${h},40%,38%)"/><rect x="125" y="140" width="150" height="100" fill="hsl(${h},30%,96%)"/>
<rect x="185" y="180" width="30" height="60" fill="hsl(${h},40%,38%)"/><rect x="140" y="160" width="30" height="25" fill="hsl(200,60%,75%)"/>
<rect x="230" y="160" width="30" height="25" fill="hsl(200,60%,75%)"/></svg>`;
}

function logo(name: string): string {
  const h = hue(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="12" fill="hsl(${h},55%,40%)"/>
<path d="M16 44 L32 18 L48 44 Z" fill="#fff"/></svg>`;
}

const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF';

const encoder = new TextEncoder();

/**
 * Generated files for the seed, so the demo works offline: pictures for photos and logos (the
 * simulator's own drawings, public), and PDFs for seeded documents and wire instructions, served
 * as uploaded ones are, only to those who may read them.
 */
export const imageHandlers = [
  http.get('*/sim-img/:name', ({ request, params }) => {
    const name = String(params.name);
    if (name.endsWith('.pdf'))
      return serveFile(request, {
        name,
        type: 'application/pdf',
        bytes: encoder.encode(PDF),
        audience: 'private',
      });
    const svg = name.startsWith('logo') || name.startsWith('bank') ? logo(name) : house(name);
    return serveFile(request, {
      name,
      type: 'image/svg+xml',
      bytes: encoder.encode(svg),
      audience: 'public',
    });
  }),
];
