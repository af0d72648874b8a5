// Every unit test gets a fresh in-memory IndexedDB, and the DOM matchers of
// jest-dom (toBeInTheDocument, toHaveTextContent, toHaveAttribute…).
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { beforeEach, expect } from 'vitest';

// A test that asserts nothing cannot fail: each one must make at least one assertion.
beforeEach(() => {
  expect.hasAssertions();
});
