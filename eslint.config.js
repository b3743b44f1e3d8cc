// Lint: typescript-eslint (recommended, not type-aware: fast), react-hooks, and the architecture
// boundaries of docs/decisions.md enforced with `no-restricted-imports`:
//   contract/**  imports only zod (and its own files): the browser and the server both load it;
//                contract/phones.ts also libphonenumber-js/min (the one formatter of phones for the
//                screens and the dispatch note; the browser fetches it on demand, docs/decisions.md);
//   src/**       never imports server/**;  server/** never imports src/**;
//   src/resources/<a>/ never imports src/resources/<b>/;  src/custom/** never imports src/resources/**.
// And with `no-restricted-syntax`: in src/, a react-query key is derived from its call
// (`queryKey: callKey(...)`, src/api/useCall.ts), never written by hand, outside the hooks that
// derive keys (derivedKeyHooks below).
// ESLint matches patterns against the import text, so relative paths are checked with regexes built
// per folder depth below. A later block's options replace an earlier one's for the same rule, so each
// block carries every pattern that applies to its files.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const SOURCE = '*.{ts,tsx,js,mjs}';
const MAX_DEPTH = 6;

const noServer = { regex: '(^|/)server(/|$)', message: 'src/ must not import server/: talk to it through contract/ and src/api/http.ts.' };
const noSrc = { regex: '(^|/)src(/|$)', message: 'server/ must not import src/: share code through contract/.' };
const contractOnlyZod = {
  regex: '^(?!zod$|zod/|\\./)',
  message: 'contract/ may import only zod and its own files (it is loaded by both the browser and the server).',
};
const customNoResources = { regex: '(^|/)resources(/|$)', message: 'src/custom/ must not import src/resources/: move shared code to src/components/.' };

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// A hand-written key (['vendor', 'active-drivers']) is missed by a write that invalidates the call
// it reads (callKey(contract.driver.list)); a key derived from the call is not.
const derivedQueryKeys = {
  'no-restricted-syntax': [
    'error',
    {
      selector: "Property[key.name='queryKey']:not([value.type='CallExpression'][value.callee.name='callKey'])",
      message: 'Derive the query key from the call: useCall / useCallWrite, or callKey(def) to update or invalidate its reads (src/api/useCall.ts).',
    },
  ],
};
// The hooks that derive keys: useCall's own, usePages' (pagesKey, under callKey), and react-admin's
// keys of a record's lists and detail ([resource, 'getList'], as its dataProvider hooks make them).
const derivedKeyHooks = ['src/api/useCall.ts', 'src/dataProvider/usePages.ts', 'src/components/crud/useRecordAction.ts'];

function resourceFolders() {
  try {
    return readdirSync('src/resources', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
}

// For src/resources/<name>/<depth folders>/file: going up depth+1 levels reaches src/resources/,
// going up depth+2 reaches src/; anything but <name> from there is another resource.
function resourceBlocks(name) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return Array.from({ length: MAX_DEPTH }, (_, depth) => ({
    files: [`src/resources/${name}/${'*/'.repeat(depth)}${SOURCE}`],
    rules: restrict(noServer, {
      regex: `^(\\.\\./){${depth + 1}}(?!${escaped}(/|$)|\\.\\./)[^/]+|^(\\.\\./){${depth + 2}}resources/(?!${escaped}(/|$))`,
      message: `src/resources/${name}/ must not import another resource: move shared code to src/components/ or src/dataProvider/.`,
    }),
  }));
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'server/db/migrations/**', 'bench/.work/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The two classic rules. The React Compiler rules of react-hooks 7's "recommended" preset are
      // not enabled: the app does not use the compiler.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  { files: ['public/**/*.js'], languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } } },
  { files: ['contract/**'], rules: restrict(contractOnlyZod) },
  {
    files: ['contract/phones.ts'],
    rules: restrict({ ...contractOnlyZod, regex: '^(?!zod$|zod/|libphonenumber-js/min$|\\./)', message: 'contract/phones.ts may import only zod, libphonenumber-js/min and contract/ files.' }),
  },
  { files: ['server/**'], rules: restrict(noSrc) },
  { files: ['src/**'], rules: restrict(noServer) },
  { files: ['src/custom/**'], rules: restrict(noServer, customNoResources) },
  { files: ['src/**/*.{ts,tsx}'], ignores: derivedKeyHooks, rules: derivedQueryKeys },
  ...resourceFolders().flatMap(resourceBlocks),
);
