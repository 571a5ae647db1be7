/** Smallest real images of each accepted type, and impostors. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A real 1×1 JPEG: uploads are decoded and re-encoded, so a bare header would not pass. */
export const JPEG_BYTES = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAAD//Z',
  'base64',
);
export const WEBP_BYTES = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0x00, 0x00, 0x00]),
  Buffer.from('WEBPVP8L'),
  Buffer.from([
    0x0d, 0x00, 0x00, 0x00, 0x2f, 0x00, 0x00, 0x00, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe,
    0x07, 0x00,
  ]),
]);
export const GIF_BYTES = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
export const SVG_TEXT = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
export const HTML_TEXT = '<!doctype html><script>alert(1)</script>';

export function png(name = 'photo.png'): [Blob, string] {
  return [new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/png' }), name];
}
export function jpeg(name = 'photo.jpg'): [Blob, string] {
  return [new Blob([new Uint8Array(JPEG_BYTES)], { type: 'image/jpeg' }), name];
}
export function webp(name = 'photo.webp'): [Blob, string] {
  return [new Blob([new Uint8Array(WEBP_BYTES)], { type: 'image/webp' }), name];
}
/** Other bytes under an image name and type: must be refused by the byte check. */
export function spoofed(
  bytes: string | Buffer = HTML_TEXT,
  name = 'photo.jpg',
  type = 'image/jpeg',
): [Blob, string] {
  return [
    new Blob([new Uint8Array(typeof bytes === 'string' ? Buffer.from(bytes) : bytes)], { type }),
    name,
  ];
}
/** A real PNG header padded past 5 MB. */
export function oversized(): [Blob, string] {
  const big = Buffer.alloc(5 * 1024 * 1024 + 1);
  PNG_BYTES.copy(big);
  return [new Blob([new Uint8Array(big)], { type: 'image/png' }), 'huge.png'];
}
