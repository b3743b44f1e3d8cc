// Whether the browser reads its live changes from the Firebase Realtime Database instead of the
// server's stream: the build's Firebase web config (VITE_FIREBASE_CONFIG, also used by push) names a
// `databaseURL`. Firebase itself is not imported here: choosing costs nothing when it is not used.
export type FirebaseWebConfig = Record<string, string>;

/** The web config when it names a Realtime Database, else null (the server's stream is used). */
export function firebaseLiveConfig(raw: string | undefined = import.meta.env?.VITE_FIREBASE_CONFIG as string | undefined): FirebaseWebConfig | null {
  if (!raw) return null;
  try {
    const config = JSON.parse(raw) as unknown;
    return typeof config === 'object' && config !== null && typeof (config as FirebaseWebConfig).databaseURL === 'string' ? (config as FirebaseWebConfig) : null;
  } catch {
    return null;
  }
}
