/** The types an upload may be, told by their first bytes (never by the name or the client's word). */
const signatures: { type: 'jpeg' | 'png' | 'gif'; bytes: number[] }[] = [
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
];

export type ImageType = (typeof signatures)[number]['type'];

export function detectImageType(data: Buffer): ImageType | null {
  return signatures.find(({ bytes }) => data.length >= bytes.length && bytes.every((byte, i) => data[i] === byte))?.type ?? null;
}
