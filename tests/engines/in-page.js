// Functions the journey runs inside the page, in every engine. Plain
// JavaScript read as text (tests/engines/locate.ts): the test runner's
// TypeScript transform adds helpers to functions that the page would not
// have, so these never go through it.

/**
 * Finds the first (or nth) visible element matching a target (see Target in
 * locate.ts), marks it with data-xe and returns a selector for it, or ''.
 * A small stand-in for Playwright's getByRole/getByLabel/getByText.
 */
function locateInPage(target, mark) {
  const visible = (el) => {
    // A stored screen drawn before the app starts (data-screen-snapshot) shows, but is not the app yet.
    if (el.closest('[data-screen-snapshot]')) return false;
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  };
  const text = (el) => ((el && el.textContent) || '').replace(/\s+/g, ' ').trim();
  const nameOf = (el) => {
    const label = el.getAttribute('aria-label');
    if (label) return label.trim();
    const by = el.getAttribute('aria-labelledby');
    if (by)
      return by
        .split(/\s+/)
        .map((id) => text(document.getElementById(id)))
        .join(' ')
        .trim();
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) {
      const labelled = el.id && document.querySelector(`label[for="${CSS.escape(el.id)}"]`);
      if (labelled) return text(labelled);
      const wrapping = el.closest('label');
      if (wrapping) return text(wrapping);
      return el.getAttribute('placeholder') || '';
    }
    return text(el);
  };
  const matches = (value, wanted) => {
    const pattern = /^\/(.*)\/([a-z]*)$/.exec(wanted);
    return pattern ? new RegExp(pattern[1], pattern[2]).test(value) : value === wanted;
  };
  const roleSelectors = {
    button: 'button, [role="button"], input[type="button"], input[type="submit"]',
    link: 'a[href], [role="link"]',
    tab: '[role="tab"]',
    textbox:
      'input:not([type]), input[type="text"], input[type="email"], input[type="password"], input[type="number"], textarea, [role="textbox"]',
    searchbox: 'input[type="search"], [role="searchbox"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    switch: '[role="switch"]',
    option: '[role="option"], option',
    combobox: 'select, [role="combobox"]',
  };
  let scope = document;
  if (target.within) {
    const container = [...document.querySelectorAll(`[data-testid="${target.within}"]`)].find(visible);
    if (!container) return '';
    scope = container;
  }
  let candidates;
  if (target.testId) candidates = [...scope.querySelectorAll(`[data-testid="${target.testId}"]`)];
  else if (target.role) candidates = [...scope.querySelectorAll(roleSelectors[target.role])];
  else if (target.label) candidates = [...scope.querySelectorAll('input, textarea, select')];
  else candidates = [...scope.querySelectorAll('body *')];
  const found = candidates.filter((el) => {
    if (!visible(el)) return false;
    if (target.name !== undefined && !matches(nameOf(el), target.name)) return false;
    if (target.label !== undefined && !matches(nameOf(el), target.label)) return false;
    if (target.text !== undefined) {
      // The innermost element holding the text, not every ancestor of it.
      if (!text(el).includes(target.text)) return false;
      if ([...el.children].some((child) => text(child).includes(target.text))) return false;
    }
    return true;
  });
  const el = found[target.nth || 0];
  if (!el) return '';
  el.setAttribute('data-xe', mark);
  return `[data-xe="${mark}"]`;
}

/**
 * Collects errors in a page WebDriver classic cannot listen to; run after each load. CSP refusals too: a
 * refused eval that the code catches is no console message in every engine.
 */
function installErrorCollector() {
  if (window.__xeErrors) return true;
  const errors = [];
  window.__xeErrors = errors;
  addEventListener('error', (event) => errors.push(`${event.message} (${event.filename}:${event.lineno})`));
  addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${String(event.reason)}`));
  addEventListener('securitypolicyviolation', (event) => errors.push(`CSP refused ${event.violatedDirective}: ${event.blockedURI}`));
  const original = console.error.bind(console);
  console.error = (...args) => {
    errors.push(args.map(String).join(' '));
    original(...args);
  };
  return true;
}

/** Reports CSP refusals as console errors, where the driver listens to the console; run before the page's scripts. */
function reportPolicyViolations() {
  addEventListener('securitypolicyviolation', (event) => console.error(`CSP refused ${event.violatedDirective}: ${event.blockedURI}`));
}
