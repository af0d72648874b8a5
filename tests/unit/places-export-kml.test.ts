// @vitest-environment jsdom
// The KML Tastemap exports (issue 33) is KML in the format's own terms: it
// validates against the OGC KML 2.2 schema (vendored in
// tests/fixtures/kml-schema, see SOURCE.md) with libxml2's xmllint
// (xmllint-wasm), and a maintained reader (@tmcw/togeojson) finds every
// placemark, its folder, its style and its link.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kmlWithFolders } from '@tmcw/togeojson';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { exportFile } from '#/data/io/export-file';
import { kmlStyleOf, type ExportEntry } from '#/domain/places-io/export';

const SCHEMA = join(__dirname, '..', 'fixtures', 'kml-schema');
const read = (name: string) => readFileSync(join(SCHEMA, name), 'utf8');

async function validateKml(kml: string) {
  return validateXML({
    xml: [{ fileName: 'export.kml', contents: kml }],
    schema: [{ fileName: 'ogckml22.xsd', contents: read('ogckml22.xsd') }],
    preload: [
      { fileName: 'atom-author-link.xsd', contents: read('atom-author-link.xsd') },
      { fileName: 'xAL.xsd', contents: read('xAL.xsd') },
    ],
  });
}

const entries: ExportEntry[] = [
  {
    id: 'myeongdongkyoja',
    kind: 'place',
    name: 'Myeongdong Kyoja',
    localName: '명동교자 본점',
    address: '29 Myeongdong 10-gil, Jung-gu, Seoul',
    category: 'restaurant',
    note: '',
    collection: '',
    url: 'https://tastemap.example/place/myeongdongkyoja',
    position: { latitude: 37.5625, longitude: 126.9856 },
  },
  {
    id: 'euljidabang0001',
    kind: 'place',
    name: 'Eulji Dabang',
    localName: '을지다방',
    address: 'Eulji-ro, Jung-gu, Seoul',
    category: 'cafe',
    note: '',
    collection: 'Want to go',
    url: 'https://tastemap.example/place/euljidabang0001',
    position: { latitude: 37.5663, longitude: 126.991 },
  },
  {
    id: 'pin000000000001',
    kind: 'pin',
    name: 'Grandma’s <Dumplings> & "Co"',
    localName: '',
    address: '',
    category: '',
    note: 'Ask for the off-menu kimchi',
    collection: 'Want to go',
    url: '',
    position: null,
    source: 'name:grandma@',
  },
];

describe('the exported KML', () => {
  const kml = String(exportFile('kml', 'All my places', entries).data);

  it('validates against the OGC KML 2.2 schema', async () => {
    const result = await validateKml(kml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('is checked for real: the schema refuses a KML with elements out of order', async () => {
    const broken = kml
      .replace(/<styleUrl>[^<]*<\/styleUrl>/, '')
      .replace('<name>Myeongdong Kyoja</name>', '<styleUrl>#x</styleUrl><name>Myeongdong Kyoja</name>');
    const result = await validateKml(broken);
    expect(result.valid).toBe(false);
  });

  it('opens in a maintained KML reader with a folder per list, a placemark per place, its style and its link', () => {
    const tree = kmlWithFolders(new DOMParser().parseFromString(kml, 'application/xml')) as unknown as {
      children: { type: string; meta: { name?: string }; children: { properties: Record<string, unknown>; geometry: unknown }[] }[];
    };
    const folders = tree.children.filter((c) => c.type === 'folder');
    expect(folders.map((f) => f.meta.name)).toEqual(['Saved places', 'Want to go']);
    const [kyoja] = folders[0]!.children;
    expect(kyoja!.properties).toMatchObject({
      name: 'Myeongdong Kyoja',
      address: '29 Myeongdong 10-gil, Jung-gu, Seoul',
      styleUrl: `#${kmlStyleOf(entries[0]!)}`,
      tastemap_id: 'myeongdongkyoja',
      url: 'https://tastemap.example/place/myeongdongkyoja',
    });
    expect(String(kyoja!.properties.description)).toContain('https://tastemap.example/place/myeongdongkyoja');
    expect(kyoja!.geometry).toEqual({ type: 'Point', coordinates: [126.9856, 37.5625] });
    expect(folders[1]!.children.map((p) => p.properties.name)).toEqual(['Eulji Dabang', 'Grandma’s <Dumplings> & "Co"']);
  });

  it('has a style per category, in the colours Organic Maps names', () => {
    const doc = new DOMParser().parseFromString(kml, 'application/xml');
    const styles = [...doc.getElementsByTagName('Style')].map((s) => s.getAttribute('id'));
    expect(styles).toEqual(['placemark-brown', 'placemark-orange', 'placemark-red']);
    expect(doc.getElementsByTagName('IconStyle')[0]!.getElementsByTagName('color')[0]!.textContent).toMatch(/^[0-9a-f]{8}$/);
  });
});
