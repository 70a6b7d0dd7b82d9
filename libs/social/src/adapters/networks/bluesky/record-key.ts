import { createHash } from 'node:crypto';

const S32 = '234567abcdefghijklmnopqrstuvwxyz';
/** 2023-11-14T22:13:20Z in microseconds: the TIDs below sit after it, one millisecond per post id. */
const EPOCH_MICROS = 1_700_000_000_000_000n;

const s32 = (value: bigint, length: number): string => {
  let text = '';
  for (let rest = value; rest > 0n; rest /= 32n) text = S32[Number(rest % 32n)]! + text;
  return text.padStart(length, '2');
};

/**
 * The record key of a post's Bluesky record: a valid TID (13 base32-sortable characters: 53 bits of
 * microseconds, 10 of clock id) computed from the post, so every attempt writes the same key — a retry after a
 * crash finds the record with getRecord instead of posting it twice. The clock id hashes the idempotency key.
 */
export function recordKeyOf(postId: number, idempotencyKey: string): string {
  const micros = EPOCH_MICROS + BigInt(postId) * 1000n;
  const clockId = BigInt(createHash('sha256').update(idempotencyKey).digest().readUInt16BE(0) & 0x3ff);
  return s32(micros, 11) + s32(clockId, 2);
}
