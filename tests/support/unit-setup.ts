// Every unit test gets a fresh in-memory IndexedDB.
import 'fake-indexeddb/auto';
import { beforeEach, expect } from 'vitest';

// A test that asserts nothing cannot fail: each one must make at least one assertion.
beforeEach(() => {
  expect.hasAssertions();
});
