import {beforeEach, expect} from 'vitest';

// No test passes vacuously: one whose assertions sit in a loop or a branch that never ran fails.
beforeEach(() => {
  expect.hasAssertions();
});
