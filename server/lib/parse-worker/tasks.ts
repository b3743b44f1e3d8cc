// What the parse worker can do: each task takes plain data and answers plain data (it crosses the
// process boundary by structured clone). Runs inside the parse child only (worker.mjs).
import { parseOrderSheet } from '../freight/order-sheet.ts';

export const parseTasks = {
  orderSheet: ({ bytes, maxRows }: { bytes: ArrayBuffer; maxRows: number }) => parseOrderSheet(new Uint8Array(bytes), maxRows),
};

export type ParseTasks = typeof parseTasks;
export type ParseTaskName = keyof ParseTasks;

export default function runParseTask<T extends ParseTaskName>({ task, input }: { task: T; input: Parameters<ParseTasks[T]>[0] }): ReturnType<ParseTasks[T]> {
  return parseTasks[task](input) as ReturnType<ParseTasks[T]>;
}
