// The zip guard is shared with the server (it checks uploaded sheets too): contract/zip-guard.ts.
export * from '../../contract/zip-guard.ts';
