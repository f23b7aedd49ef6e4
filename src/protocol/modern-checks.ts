/**
 * Checks of the 2026-07-28 stateless revision (reference/mcp-spec-notes.md §1.2–§1.4, §6.2.6–§6.2.8, §6.1.6):
 * an unsupported version gets `-32022` with `data.supported` (array) and `data.requested`; a request whose `_meta`
 * lacks a required field gets `-32602` (over HTTP also `-32020`, the header check, is a correct refusal);
 * `server/discover` lists `supportedVersions` and `capabilities`; every result carries `resultType`.
 *
 * Every check runs on a connection of its own whose era was set by `server/discover` (`fresh`), and sends only
 * requests carrying the modern `_meta` claim: a dual-era server picks its era from how a connection opens (MCP
 * 2026-07-28 basic/versioning §Backward Compatibility), so a claim-less request is legacy traffic it may rightly
 * serve, and one sent earlier on the same connection would decide what the check sees. Verified by hand against
 * the TypeScript SDK v2 (`@modelcontextprotocol/server` 2.4.0, `serveStdio`): on a fresh process, `server/discover`
 * then `server/discover` naming 1999-01-01 gets -32022 with `supported`/`requested`; `tools/list` whose `_meta`
 * has the version but no `clientCapabilities` gets -32602; both results carry `resultType`. The same server, once
 * a claim-less `ping` or `tools/list` pinned its stdio connection to the legacy era, answers `server/discover`
 * with -32601 and omits `resultType` — that is what our run used to do to it, not a defect of the server.
 */
import type { McpConnection } from "../mcp/connection.js";
import { isJsonObject } from "../mcp/json-object.js";
import type { RequestOutcome } from "../mcp/types.js";
import { META, UNSUPPORTED_PROTOCOL_VERSION, modernMeta } from "../mcp/versions.js";
import { CHECK } from "./check-names.js";
import { describeError, describeOutcome } from "./outcome-text.js";
import { failed, passed, skipped, type CheckTiming, type StepSpec } from "./step.js";
import { UNKNOWN_VERSION } from "./version-negotiation.js";

/** `HeaderMismatch` (MCP 2026-07-28 basic/transports/streamable-http §Server Validation). */
const HEADER_MISMATCH = -32020;

/** The unknown version in `_meta` of `server/discover` is refused with `-32022 {supported, requested}` (MCP 2026-07-28 basic/versioning). */
export function modernVersionErrorCheck({ timeoutMs }: CheckTiming): StepSpec {
  return {
    name: CHECK.modernVersionError,
    rule: "protocol-modern-version-error",
    fresh: true,
    fix: `Answer a request whose _meta protocol version the server does not support with error -32022 and data { supported: [its versions], requested: "<the version asked for>" } (MCP 2026-07-28 basic/versioning; HTTP 400).`,
    async run(connection) {
      const request = { _meta: modernMeta(UNKNOWN_VERSION) };
      const outcome = await connection.request("server/discover", request, { timeoutMs, raw: true });
      if (outcome.kind === "error" && outcome.error.code === UNSUPPORTED_PROTOCOL_VERSION) {
        const data = isJsonObject(outcome.error.data) ? outcome.error.data : {};
        const supportedOk = Array.isArray(data.supported) && data.supported.length > 0 && data.supported.every((v) => typeof v === "string");
        const requestedOk = data.requested === UNKNOWN_VERSION;
        if (supportedOk && requestedOk) return passed(`-32022, supported ${(data.supported as string[]).join(", ")}`);
        const missing = [supportedOk ? undefined : "data.supported (a non-empty array)", requestedOk ? undefined : `data.requested ("${UNKNOWN_VERSION}")`].filter(Boolean).join(" and ");
        return failed(`-32022 without ${missing}`, `The -32022 error for protocol version ${UNKNOWN_VERSION} lacks ${missing}, so a client cannot pick a version to retry with.`, {
          evidence: { response: outcome.error },
        });
      }
      const got = outcome.kind === "result" ? "a success result" : describeOutcome(outcome);
      return failed(got, `A request for protocol version ${UNKNOWN_VERSION} was answered with ${got} instead of error -32022 (UnsupportedProtocolVersion).`, {
        evidence: { request: { method: "server/discover", params: request }, response: outcome },
      });
    },
  };
}

/**
 * A modern request whose `_meta` lacks the required `clientCapabilities` is malformed: `-32602` (MCP 2026-07-28
 * basic/index §`_meta`: both the protocol version and the client capabilities are required; HTTP 400). The
 * request keeps the protocol version, so it claims the modern era: a dual-era server cannot take it for legacy
 * traffic, which it may serve. This is the one check that sends a request without the full envelope.
 */
export function modernMetaMissingCheck({ timeoutMs }: CheckTiming): StepSpec {
  return {
    name: CHECK.modernMetaMissing,
    rule: "protocol-modern-meta-missing",
    fresh: true,
    fix: "Reject a request whose _meta lacks io.modelcontextprotocol/protocolVersion or io.modelcontextprotocol/clientCapabilities with error -32602 (HTTP 400) instead of serving it (MCP 2026-07-28 basic/index §_meta).",
    async run(connection) {
      const params = { _meta: { [META.protocolVersion]: connection.protocolVersion } };
      const outcome = await connection.request("tools/list", params, { timeoutMs, raw: true });
      const http = connection.transportKind !== "stdio";
      if (outcome.kind === "error" && (outcome.error.code === -32602 || (http && outcome.error.code === HEADER_MISMATCH))) {
        return passed(describeError(outcome.error));
      }
      if (outcome.kind === "result") {
        return failed("served without clientCapabilities", "tools/list whose _meta lacks the required client capabilities was served as if it were valid.", {
          evidence: { request: { method: "tools/list", params } },
        });
      }
      const got = describeOutcome(outcome);
      return failed(got, `tools/list whose _meta lacks the required client capabilities was answered with ${got} instead of error -32602.`, { severity: "warning" });
    },
  };
}

/** `server/discover` has `supportedVersions` (non-empty, with the version in use) and `capabilities` (MCP 2026-07-28 server/discover). */
export function discoverFieldsCheck({ timeoutMs }: CheckTiming): StepSpec {
  return {
    name: CHECK.discoverFields,
    rule: "protocol-discover-fields",
    fresh: true,
    fix: "Return supportedVersions (every version the server accepts) and capabilities in the server/discover result (MCP 2026-07-28 server/discover).",
    async run(connection) {
      const outcome = await connection.request("server/discover", {}, { timeoutMs });
      if (outcome.kind !== "result") {
        const got = describeOutcome(outcome);
        return failed(got, `server/discover, which every 2026-07-28 server MUST implement, was answered with ${got}.`);
      }
      const result = isJsonObject(outcome.result) ? outcome.result : {};
      const versions = Array.isArray(result.supportedVersions) ? result.supportedVersions : undefined;
      const problems = [
        versions && versions.length > 0 ? undefined : "no supportedVersions list",
        versions && versions.length > 0 && !versions.includes(connection.protocolVersion) ? `supportedVersions without ${connection.protocolVersion}, the version it serves` : undefined,
        isJsonObject(result.capabilities) ? undefined : "no capabilities object",
      ].filter((p): p is string => p !== undefined);
      if (problems.length === 0) return passed(`supportedVersions ${versions!.join(", ")}`);
      return failed(problems.join("; "), `The server/discover result has ${problems.join(" and ")}.`, { evidence: { response: outcome.result } });
    },
  };
}

/** Every result of a 2026-07-28 server carries `resultType` (MCP 2026-07-28 basic/index; schema `Result`). */
export function resultTypeCheck({ timeoutMs }: CheckTiming): StepSpec {
  return {
    name: CHECK.resultType,
    rule: "protocol-result-type",
    fresh: true,
    fix: 'Put resultType: "complete" on every result (and "input_required" on an InputRequiredResult), as MCP 2026-07-28 requires.',
    async run(connection) {
      const methods = ["server/discover", "tools/list"] as const;
      const missing: string[] = [];
      let results = 0;
      for (const method of methods) {
        const outcome: RequestOutcome = await connection.request(method, {}, { timeoutMs });
        if (outcome.kind !== "result") continue;
        results += 1;
        if (!isJsonObject(outcome.result) || typeof outcome.result.resultType !== "string") missing.push(method);
        if (!connection.alive) break;
      }
      if (results === 0) return skipped("no result to look at");
      if (missing.length === 0) return passed(`present on ${methods.join(", ")}`);
      return failed(`missing on ${missing.join(", ")}`, `The ${missing.join(" and ")} result(s) lack resultType, which every 2026-07-28 result must carry.`);
    },
  };
}

/** Checks for a connection in the modern era, in order. */
export function modernChecks(connection: McpConnection, timing: CheckTiming): StepSpec[] {
  if (connection.era !== "modern") return [];
  return [discoverFieldsCheck(timing), resultTypeCheck(timing), modernVersionErrorCheck(timing), modernMetaMissingCheck(timing)];
}
