// One msw server per test file: any request without a handler fails the test, and what a test added
// (handlers, and whatever `resets` clears: recorded calls, fixture rows) is gone before the next one.
import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export function serveDuringTests(server: SetupServer, ...resets: (() => void)[]): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    for (const reset of resets) reset();
  });
  afterAll(() => server.close());
}
