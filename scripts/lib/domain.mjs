// The src/domain modules for scripts that run in plain Node (`npm start`
// included, with no TypeScript tooling): their compiled copies in
// pb_hooks/lib/generated/, the ones the hooks require, committed and kept
// current by `npm run check:hooks`. Those are CommonJS, in a package whose
// .js files Node reads as ES modules, so this loads one the way Node's own
// CommonJS loader does: its text as the body of a function of module and
// exports. They require nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';

const generated = join(import.meta.dirname, '..', '..', 'pb_hooks', 'lib', 'generated');

/** The exports of a compiled domain module, by its file name there (`ids.js`). */
export function domainModule(name) {
  const filename = join(generated, name);
  const module = { exports: {} };
  runInThisContext(`(function (module, exports) {${readFileSync(filename, 'utf8')}\n})`, { filename })(module, module.exports);
  return module.exports;
}
