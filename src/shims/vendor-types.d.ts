// Types of what the shims import from packages that ship none.
declare module 'jsonexport/dist/index.js' {
  const jsonExport: (...args: unknown[]) => void;
  export default jsonExport;
}
