// Which files an import accepts, decided by name before anything is read (no SheetJS here).
export const ALLOWED_EXTENSIONS = ['xlsx', 'xls', 'csv'] as const;

/** The file input's accept attribute. */
export const ACCEPT = '.xlsx,.xls,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,text/csv';

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export const isAllowedFile = (fileName: string) => (ALLOWED_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
