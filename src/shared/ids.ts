let lastMs = -1;
let sequence = 0;

/**
 * UUIDv7 (RFC 9562): 48-bit millisecond timestamp, a 12-bit sequence, then random bits; sorts by
 * creation time. Within one millisecond the sequence counts up (RFC 9562 §6.2, method 1), so ids
 * made one after the other in a process sort in the order they were made (the rows of one quick
 * add keep the order of its lines); it starts at a random point below half its range each time.
 */
export function uuidv7(now: number = Date.now()): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let ms = now;
  if (ms <= lastMs) {
    ms = lastMs;
    sequence++;
    if (sequence > 0xfff) {
      ms = lastMs + 1;
      sequence = bytes[7]! & 0x7ff;
    }
  } else {
    sequence = ((bytes[6]! & 0x07) << 8) | bytes[7]!;
  }
  lastMs = ms;
  const ts = BigInt(ms);
  for (let i = 0; i < 6; i++) bytes[i] = Number((ts >> BigInt(8 * (5 - i))) & 0xffn);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
