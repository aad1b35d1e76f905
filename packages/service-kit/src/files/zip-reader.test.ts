import { ArchiveRefused, readZip } from './zip-reader';
import { writeZip } from './zip-writer';

const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ArchiveRefused);
    return (error as Error).message;
  }
  throw new Error('it was read');
};

describe('reading a ZIP archive', () => {
  it('gives back every file, its folders in its name', () => {
    const zip = writeZip([
      { name: 'recipes/soup/soup.json', data: '{"name":"Soup"}' },
      { name: 'recipes/soup/images/original.webp', data: Buffer.from([1, 2, 3]) },
      { name: 'Crème brûlée.txt', data: 'sweet' },
    ]);
    expect(readZip(zip).map((entry) => [entry.name, entry.data.toString('hex')])).toEqual([
      ['recipes/soup/soup.json', Buffer.from('{"name":"Soup"}').toString('hex')],
      ['recipes/soup/images/original.webp', '010203'],
      ['Crème brûlée.txt', Buffer.from('sweet').toString('hex')],
    ]);
  });

  it('refuses names that climb out of the folder or start at the root', () => {
    for (const name of ['../../etc/passwd', 'recipes/../../x.json', '/etc/passwd', 'C:/Windows/x', '..\\x.json']) {
      expect(refusal(() => readZip(writeZip([{ name, data: 'x' }])))).toContain('points outside the archive');
    }
  });

  it('refuses a zip bomb by what it unpacks to, whatever its headers declare', () => {
    const bomb = writeZip([{ name: 'zeros.bin', data: Buffer.alloc(60 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(refusal(() => readZip(bomb))).toContain('unpacks to more than it may');
    // The same bomb declaring a tiny size: the headers are not believed.
    const lying = Buffer.from(bomb);
    const central = lying.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    lying.writeUInt32LE(10, central + 24);
    expect(refusal(() => readZip(lying))).toContain('unpacks to more than it may');
    const many = writeZip(Array.from({ length: 20 }, (_, i) => ({ name: `part-${i}.txt`, data: Buffer.alloc(1024 * 1024, 'a') })));
    expect(refusal(() => readZip(many, { maxEntries: 100, maxTotalBytes: 10 * 1024 * 1024, maxRatio: 2000 }))).toContain('unpacks to more than it may');
  });

  it('refuses too many entries, and what is not a ZIP archive', () => {
    const crowded = writeZip(Array.from({ length: 11 }, (_, i) => ({ name: `${i}.txt`, data: 'x' })));
    expect(refusal(() => readZip(crowded, { maxEntries: 10, maxTotalBytes: 1e6, maxRatio: 200 }))).toContain('more than 10 entries');
    expect(refusal(() => readZip(Buffer.from('just some text, not an archive at all')))).toBe('not a ZIP archive');
    expect(refusal(() => readZip(writeZip([{ name: 'a.txt', data: 'hello' }]).subarray(0, 40)))).toBe('not a ZIP archive');
  });
});
