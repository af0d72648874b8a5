// Every unit test gets a fresh in-memory IndexedDB, and the DOM matchers of
// jest-dom (toBeInTheDocument, toHaveTextContent, toHaveAttribute…).
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { beforeEach, expect } from 'vitest';

// findBy… and waitFor wait for the state they assert; a live query over IndexedDB can take seconds to
// reach the screen on a busy two-core machine, so their bound is ten seconds, not one.
configure({ asyncUtilTimeout: 10_000 });

// A test that asserts nothing cannot fail: each one must make at least one assertion.
beforeEach(() => {
  expect.hasAssertions();
});
