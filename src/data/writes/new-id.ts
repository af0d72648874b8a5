// Ids for rows made on this device, from the Web Crypto random source.
import { randomId } from '#/domain/ids';

const cryptoBytes = (count: number) => crypto.getRandomValues(new Uint8Array(count));

export function newId(): string {
  return randomId(cryptoBytes);
}
