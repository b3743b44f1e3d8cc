// The lint guard of docs/decisions.md "Non-CRUD reads": in src/ a react-query key is derived from
// its call (callKey), never an array written by hand, except in the hooks that derive keys.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The lines the guard refuses in `code`, linted as if it were the file at `filePath`. */
async function refused(code: string, filePath: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line);
}

const HAND_WRITTEN = [
  "import { useQuery, useQueryClient } from '@tanstack/react-query';",
  'const KEY = [\'vendor\', \'active-drivers\'];',
  "export const a = () => useQuery({ queryKey: ['vendor', 'active-drivers'], queryFn: () => 1 });",
  'export const b = () => useQuery({ queryKey: KEY, queryFn: () => 1 });',
  'export const c = () => useQueryClient().invalidateQueries({ queryKey: [...KEY, 1] });',
].join('\n');

const DERIVED = [
  "import { useQueryClient } from '@tanstack/react-query';",
  "import { contract } from '../../contract/index.ts';",
  "import { callKey } from '../api/useCall.ts';",
  'export const d = () => useQueryClient().invalidateQueries({ queryKey: callKey(contract.driver.list) });',
].join('\n');

// The first lint loads eslint's config and plugins: seconds on a loaded machine, past vitest's 5 s default.
describe('the query-key guard (eslint.config.js)', { timeout: 60_000 }, () => {
  it('refuses a literal key, a constant key and a spread key in src/', async () => {
    expect(await refused(HAND_WRITTEN, 'src/custom/example.ts')).toEqual([3, 4, 5]);
  });

  it('accepts a key derived from the call', async () => {
    expect(await refused(DERIVED, 'src/custom/example.ts')).toEqual([]);
  });

  it('leaves the hooks that derive keys, and code outside src/, alone', async () => {
    expect(await refused(HAND_WRITTEN, 'src/dataProvider/usePages.ts')).toEqual([]);
    expect(await refused(HAND_WRITTEN, 'tests/client/example.tsx')).toEqual([]);
  });
});
