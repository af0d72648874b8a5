// Finding what a traveller sees, in any engine: what to look for (Target),
// and the expressions that run the page-side functions of in-page.js with
// their arguments. The element found is marked with a data attribute and
// given back as a CSS selector, so each driver then acts on it natively (a
// real click, real typing).
import { readFileSync } from 'node:fs';

/** What to find: the first visible element matching every given part. */
export interface Target {
  role?: 'button' | 'link' | 'tab' | 'textbox' | 'searchbox' | 'heading' | 'switch' | 'option' | 'combobox';
  /** The accessible name: exactly, or matching a pattern given as `/source/flags`. */
  name?: string;
  /** A form control by its label. */
  label?: string;
  testId?: string;
  /** The innermost element whose text contains this. */
  text?: string;
  /** Only inside the first visible element with this test id. */
  within?: string;
  /** The nth match (0-based), default 0. */
  nth?: number;
}

const IN_PAGE = readFileSync(new URL('./in-page.js', import.meta.url), 'utf8');

/** An expression that defines the page-side functions and calls one of them with JSON arguments. */
function call(name: string, ...args: unknown[]): string {
  return `(function () { ${IN_PAGE}\n return ${name}(${args.map((a) => JSON.stringify(a)).join(', ')}); })()`;
}

export const locateExpression = (target: Target, mark: string) => call('locateInPage', target, mark);
export const errorCollectorExpression = () => call('installErrorCollector');
/** A script to run before the page's own, wherever the driver can add one. */
export const policyReporterScript = () => call('reportPolicyViolations');
