// What a driver's phone needs to report a plate's positions (docs/tracking.md "Positions in"): the
// server address and the device id, as Traccar Client's own configuration link, which its QR scan
// and a tap on the phone both open (the app asks before it applies it). Reporting settings suit a
// truck: high accuracy, a fix every 10 s, none skipped for distance.
export const TRACCAR_SETTINGS = { accuracy: 'high', interval: '10', distance: '0' } as const;

export function traccarConfigLink(serverUrl: string, deviceId: string): string {
  return `org.traccar.client://config?${new URLSearchParams({ url: serverUrl, id: deviceId, ...TRACCAR_SETTINGS })}`;
}
