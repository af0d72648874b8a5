import { beforeEach, expect } from 'vitest';

// A test that asserts nothing cannot fail: each one must make at least one assertion.
beforeEach(() => {
  expect.hasAssertions();
});
