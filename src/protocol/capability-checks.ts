/**
 * Capabilities (reference/mcp-spec-notes.md §6.3.1, §6.2.4; MCP 2025-11-25 basic/lifecycle §Capability
 * Negotiation, server/tools §Capabilities): a server that serves tools MUST declare the `tools` capability, and a
 * capability it declares must work: `prompts` answers `prompts/list`, `resources` answers `resources/list`.
 */
import type { McpConnection } from "../mcp/connection.js";
import { isJsonObject } from "../mcp/json-object.js";
import { CHECK } from "./check-names.js";
import { describeOutcome } from "./outcome-text.js";
import { failed, passed, skipped, type CheckTiming, type StepSpec } from "./step.js";

/** Declared capabilities that have a list method, and the result member that method returns. */
const LISTED_CAPABILITIES = [
  { capability: "prompts", method: "prompts/list", member: "prompts" },
  { capability: "resources", method: "resources/list", member: "resources" },
] as const;

function declares(connection: McpConnection, capability: string): boolean {
  return connection.capabilities[capability] !== undefined && connection.capabilities[capability] !== null;
}

/** Tools served (one `tools/list` page has any) but `capabilities.tools` not declared. */
export function toolsCapabilityCheck({ timeoutMs }: CheckTiming): StepSpec {
  return {
    name: CHECK.toolsCapability,
    rule: "protocol-capability-missing",
    fix: 'Declare "tools": {} in the server\'s capabilities (the initialize result, or server/discover in 2026-07-28); clients that honour capabilities never list the tools otherwise.',
    async run(connection) {
      const declared = declares(connection, "tools");
      const outcome = await connection.request("tools/list", {}, { timeoutMs });
      const tools = outcome.kind === "result" && isJsonObject(outcome.result) && Array.isArray(outcome.result.tools) ? outcome.result.tools.length : undefined;
      if (declared) return passed("declared");
      if (tools === undefined) return skipped(`not declared, and tools/list gave ${describeOutcome(outcome)}`);
      if (tools === 0) return passed("not declared, and no tools are served");
      return failed(
        `not declared, but tools/list returns ${tools} tool(s)`,
        `The server serves ${tools} tool(s) through tools/list but does not declare the tools capability, so clients that honour capabilities never see them.`,
        { evidence: { response: { capabilities: connection.capabilities } } },
      );
    },
  };
}

/** Each declared `prompts` / `resources` capability answers its list method with a list. */
export function declaredCapabilitiesCheck({ timeoutMs }: CheckTiming): StepSpec {
  return {
    name: CHECK.declaredCapabilities,
    rule: "protocol-capability-broken",
    fix: "Either implement the list method of every capability the server declares (prompts/list, resources/list), or stop declaring the capability.",
    async run(connection) {
      const wanted = LISTED_CAPABILITIES.filter((c) => declares(connection, c.capability));
      if (wanted.length === 0) return skipped("no prompts or resources capability declared");
      const broken: string[] = [];
      for (const { method, member } of wanted) {
        const outcome = await connection.request(method, {}, { timeoutMs });
        const ok = outcome.kind === "result" && isJsonObject(outcome.result) && Array.isArray(outcome.result[member]);
        if (!ok) broken.push(`${method} gave ${outcome.kind === "result" ? `a result without a ${member} array` : describeOutcome(outcome)}`);
        if (!connection.alive) break;
      }
      const names = wanted.map((c) => c.capability).join(" and ");
      if (broken.length === 0) return passed(`${names} answer`);
      return failed(broken.join("; "), `The server declares ${names} but ${broken.join("; ")}.`);
    },
  };
}
