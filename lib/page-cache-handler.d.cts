/** lib/page-cache-handler.cjs, as next.config.ts and the tests use it. */
export function install(): void;
export const BYTES_FROM: number;
export function scriptsAfterPaint(html: string): string;
