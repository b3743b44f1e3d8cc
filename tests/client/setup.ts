// Shared setup of the jsdom component tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A react-admin screen re-renders after each refetch; on a busy 2-core CI machine that can take more
// than testing-library's default second. The tests wait for what a person sees, not for a deadline:
// the vehicle form's first plate row took over 5 s to appear once, with both cores running tests
// (a lazily fetched input, transformed on first import, in a large jsdom page).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
