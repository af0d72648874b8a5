// `npm run pocketbase`: finds or builds the pinned PocketBase and prints its path.
import { ensurePocketBase } from './lib/pocketbase.mjs';

const bin = await ensurePocketBase({ log: (line) => console.error(line) });
console.log(bin);
