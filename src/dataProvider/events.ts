// What the dataProvider tells the shell: the last dispatched action (replayed once after a
// network error) and success messages the server sent with a write.
type Action = () => Promise<unknown>;

let lastAction: Action | null = null;

export const dataProviderEvents = {
  onMessage: new Set<(message: string) => void>(),
  record(action: Action) {
    lastAction = action;
  },
  /** Runs the last dispatched action again; answers false when there is none. */
  async replayLast(): Promise<boolean> {
    if (!lastAction) return false;
    await lastAction();
    return true;
  },
  message(text: string | undefined) {
    if (text) dataProviderEvents.onMessage.forEach((fn) => fn(text));
  },
};
