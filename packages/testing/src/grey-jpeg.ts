/**
 * A real, decodable baseline JPEG of one mid-grey (8-bit, one component): the smallest encoder
 * that browsers and image libraries read, for tests that upload a JPEG where a PNG is expected.
 * Every 8x8 block has only a DC coefficient of 0 (grey 128 after the level shift), so each block is
 * two one-bit Huffman codes: DC category 0, then end of block.
 */
export function greyJpeg(width: number, height: number): Buffer {
  const segment = (marker: number, body: number[]) => [
    0xff,
    marker,
    (body.length + 2) >> 8,
    (body.length + 2) & 0xff,
    ...body,
  ];
  const u16 = (value: number) => [value >> 8, value & 0xff];
  // one Huffman code of length 1 ("0") for one symbol
  const oneCodeTable = (tableClass: number, symbol: number) => [
    (tableClass << 4) | 0,
    1,
    ...Array.from({ length: 15 }, () => 0),
    symbol,
  ];

  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const bits = blocks * 2;
  const scan = Array.from({ length: Math.ceil(bits / 8) }, () => 0);
  const padding = scan.length * 8 - bits;
  // the last byte's unused low bits are padded with ones, as the format asks
  if (padding > 0) scan[scan.length - 1] = (1 << padding) - 1;

  return Buffer.from([
    0xff,
    0xd8, // start of image
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, ...u16(1), ...u16(1), 0, 0]), // JFIF
    ...segment(0xdb, [0x00, ...Array.from({ length: 64 }, () => 1)]), // quantisation table 0: all ones
    ...segment(0xc0, [8, ...u16(height), ...u16(width), 1, 1, 0x11, 0]), // baseline frame, one component
    ...segment(0xc4, oneCodeTable(0, 0x00)), // DC table 0: category 0
    ...segment(0xc4, oneCodeTable(1, 0x00)), // AC table 0: end of block
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]), // start of scan
    ...scan,
    0xff,
    0xd9, // end of image
  ]);
}
