// Saves a downloaded file under the name the spec gives it (spec 2 §9: dispatch-note-{identity}.pdf,
// marker-list-{id}.xlsx).
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
