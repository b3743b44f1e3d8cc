// Hands a file to the browser as a download under the given name (spec 2 §9's names:
// dispatch-note-{identity}.pdf, marker-list-{id}.xlsx, the import templates). The object URL lives
// a few seconds, long enough for the browser to start the download.
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
