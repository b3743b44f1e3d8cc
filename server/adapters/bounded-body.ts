// An outside service's answer read only up to a number of bytes: whatever it sends, the server
// holds no more (the rest is cancelled unread).

/** The first `max` bytes of a body as text, and whether that was all of it. */
export async function boundedBody(res: Response, max: number): Promise<{ text: string; whole: boolean }> {
  if (!res.body) return { text: '', whole: true };
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  let whole = false;
  try {
    while (size <= max) {
      const { done, value } = await reader.read();
      if (done) {
        whole = true;
        break;
      }
      parts.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return { text: Buffer.concat(parts).subarray(0, max).toString('utf8'), whole: whole && size <= max };
}
