/** True for `localhost`, `127.0.0.0/8`, `::1` and `::ffff:127.x` (URL hostnames, brackets allowed). */
export declare function isLoopbackHost(hostname: string): boolean;
/**
 * This machine's non-loopback addresses that a connection can be tried on: every non-internal IPv4 address and
 * every non-internal IPv6 address except link-local ones (`fe80::/10`, which need a scope to be dialled).
 */
export declare function localNonLoopbackAddresses(): string[];
/** Which of `addresses` (this machine's own) accept a TCP connection on `port`, tried concurrently. Never throws. */
export declare function reachableOn(addresses: readonly string[], port: number): Promise<string[]>;
