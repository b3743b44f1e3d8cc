// Shapes shared by the import parser (worker or in-process), the page and its tests.
import type { ImportFamily } from '../../contract/import-calls.ts';

/**
 * What a spreadsheet import needs to read and check rows: its family in the contract
 * (contract/import-calls.ts), whose `name` the worker finds it by (a zod schema cannot cross
 * postMessage).
 */
export type ImportKind = Pick<ImportFamily, 'name' | 'columns' | 'row' | 'maxRows' | 'unique'>;

/** A message key and its variables, translated where it is shown (the worker has no locale). */
export interface Problem {
  key: string;
  vars?: Record<string, string | number>;
}

export interface PreviewRow {
  /** Row number in the sheet (the header is row 1). */
  line: number;
  /** The cells as text, by column key, as shown in the preview. */
  cells: Record<string, string>;
  /** What is sent: the row schema's output; undefined while the row has errors. */
  data?: Record<string, unknown>;
  /** Error message keys (or server texts) by column key; '' for the whole row. */
  errors: Record<string, string>;
}

export interface ParseResult {
  rows: PreviewRow[];
  /** Problems of the whole file (missing columns, too many rows, empty sheet). */
  problems: Problem[];
  /** Headers that match no column: ignored, shown as a hint. */
  ignoredHeaders: string[];
  errorRows: number;
}

export type ParsePhase = 'reading' | 'parsing' | 'validating';

export interface ParseProgress {
  phase: ParsePhase;
  /** 0..1 over the whole parse. */
  ratio: number;
}

/** Thrown (or posted by the worker) when the file cannot be used at all. */
export class ImportFileError extends Error {
  readonly problem: Problem;
  constructor(problem: Problem) {
    super(problem.key);
    this.name = 'ImportFileError';
    this.problem = problem;
  }
}

export type WorkerRequest = { bytes: ArrayBuffer; fileName: string; kind: string };
export type WorkerReply =
  | { type: 'progress'; progress: ParseProgress }
  | { type: 'done'; result: ParseResult }
  | { type: 'error'; problem: Problem };
