// jsonexport as react-admin's default CSV exporter sees it in the build (vite.config.ts): the
// real one, fetched when a list is first exported. It answers through a callback, so fetching it
// first changes nothing for its caller, and no list carries it (~4 kB gzip) until then.
type Callback = (error: Error | null, csv: string) => void;

export default function jsonExport(data: unknown, optionsOrCallback: unknown, callback?: Callback): void {
  void import('jsonexport/dist/index.js').then(
    ({ default: real }) => real(data, optionsOrCallback, ...(callback ? [callback] : [])),
    (error: Error) => (callback ?? (optionsOrCallback as Callback))(error, ''),
  );
}
