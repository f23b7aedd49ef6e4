import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { ServerStartError } from "../../src/errors.js";
import { LaunchedServer, portAnswers } from "../../src/mcp/launched-server.js";
import { freePort } from "./http-helpers.js";

const LEGACY_HTTP = fileURLToPath(new URL("../fixtures/http/legacy-http.mjs", import.meta.url));
const started: LaunchedServer[] = [];
afterEach(async () => void (await Promise.all(started.splice(0).map((s) => s.close()))));

const launch = (args: string[]) => {
  const server = new LaunchedServer({ command: process.execPath, args });
  started.push(server);
  return server;
};

describe("LaunchedServer", () => {
  it("starts the command and resolves once its URL accepts connections; close stops it", async () => {
    const port = await freePort();
    const server = launch([LEGACY_HTTP, "--port", String(port)]);
    await server.start(new URL(`http://127.0.0.1:${port}/mcp`), 10_000);
    expect(server.alive).toBe(true);
    expect(await portAnswers("127.0.0.1", port, 1000)).toBe(true);
    await server.close();
    expect(server.alive).toBe(false);
    expect(await portAnswers("127.0.0.1", port, 500)).toBe(false);
  });

  it("fails with the exit status and the last output when the command exits before its URL answers", async () => {
    const port = await freePort();
    const server = launch(["-e", "console.log('listening soon'); console.error('EADDRINUSE'); process.exit(5)"]);
    const error = await server.start(new URL(`http://127.0.0.1:${port}/mcp`), 10_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerStartError);
    expect((error as Error).message).toMatch(new RegExp(`exited with code 5 before http://127\\.0\\.0\\.1:${port} answered\\.\\nLast output lines:\\n`));
    expect((error as Error).message).toContain("EADDRINUSE");
  });

  it("gives up after the start timeout when the port stays closed, and stops the process", async () => {
    const port = await freePort();
    const server = launch(["-e", "setInterval(() => {}, 1000)"]);
    const error = await server.start(new URL(`http://127.0.0.1:${port}/mcp`), 300).catch((e: unknown) => e);
    expect((error as Error).message).toContain(`did not accept connections within 300 ms. It wrote nothing.`);
    expect(server.alive).toBe(false);
  });

  it("tells its exit to listeners", async () => {
    const port = await freePort();
    const server = launch([LEGACY_HTTP, "--port", String(port)]);
    await server.start(new URL(`http://127.0.0.1:${port}/mcp`), 10_000);
    const exited = new Promise((resolve) => server.onExit(resolve));
    await server.close();
    expect(await exited).toBeDefined();
    expect(server.exitStatus()).toBeDefined();
  });
});
