// Types of nginx-proxy.mjs (plain JavaScript: the benchmarks run it without tsx).
export const NGINX: string | undefined;
export function configFor(upstreamPorts: number[], port: number, dir: string): string;
export function startNginx(upstreamPorts: number[]): Promise<{ base: string; stop: () => Promise<void> }>;
