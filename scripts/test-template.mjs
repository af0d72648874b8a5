// Makes the template data dir `npm test` hands its runners (scripts/lib/test-template.mjs).
// Usage: node scripts/test-template.mjs <dir>
import { ensurePocketBase } from './lib/pocketbase.mjs';
import { makeTemplate } from './lib/test-template.mjs';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node scripts/test-template.mjs <dir>');
makeTemplate(await ensurePocketBase({ log: () => {} }), dir);
console.log(`test template: ${dir}`);
