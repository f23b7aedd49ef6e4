import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { isLoopbackHost, localNonLoopbackAddresses, reachableOn } from "../../src/protocol/binding.js";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

function listen(host: string): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer((socket) => socket.destroy());
    servers.push(server);
    server.listen(0, host, () => resolve((server.address() as { port: number }).port));
  });
}

const addresses = localNonLoopbackAddresses();

describe("isLoopbackHost", () => {
  it("knows loopback names and addresses", () => {
    expect(["localhost", "127.0.0.1", "127.1.2.3", "[::1]", "::1", "api.localhost"].map(isLoopbackHost)).toEqual([true, true, true, true, true, true]);
    expect(["example.com", "10.0.0.1", "0.0.0.0", "[fd00::2]"].map(isLoopbackHost)).toEqual([false, false, false, false]);
  });
});

describe("reachableOn", () => {
  it("lists no loopback or link-local address among this machine's other addresses", () => {
    expect(addresses.filter((a) => isLoopbackHost(a) || /^fe80/i.test(a))).toEqual([]);
  });

  it.skipIf(addresses.length === 0)("finds a port bound to every interface reachable on this machine's own other addresses", async () => {
    const port = await listen("0.0.0.0");
    expect((await reachableOn(addresses, port)).length).toBeGreaterThan(0);
  });

  it.skipIf(addresses.length === 0)("finds a port bound to 127.0.0.1 unreachable on them", async () => {
    const port = await listen("127.0.0.1");
    expect(await reachableOn(addresses, port)).toEqual([]);
  });
});
