// What a push service gives the shell (its own module: the Firebase adapter and the loader that
// imports it both name it, without importing each other).
export interface PushService {
  /** This browser's messaging token, or null when the service cannot give one. */
  token(): Promise<string | null>;
}
