/**
 * The names of the protocol checks as they appear in the report's `protocol_checks` (STYLE.md: names as
 * constants). Each says what a conformant server does.
 */
export const CHECK = {
  unknownMethod: "unknown method answered with -32601",
  parseError: "malformed JSON answered with -32700",
  ping: "ping answered with {}",
  responseId: "response carries the request id",
  toolsCapability: "tools capability declared",
  declaredCapabilities: "declared capabilities answer",
  modernVersionError: "unknown version answered with -32022",
  modernMetaMissing: "request missing required _meta fields refused with -32602",
  discoverFields: "server/discover lists supportedVersions and capabilities",
  resultType: "results carry resultType",
  httpOrigin: "foreign Origin rejected with 403",
  httpProtocolVersion: "invalid MCP-Protocol-Version rejected with 400",
  httpStaleSession: "unknown Mcp-Session-Id answered with 404",
  httpMethods: "GET and DELETE answered with 405",
  httpBinding: "port not reachable on non-loopback addresses",
  versionNegotiation: "version negotiation",
} as const;

/** The check name of one `initialize` offer: "version negotiation: offering 2025-06-18". */
export function versionOfferCheck(offered: string, unknown: boolean): string {
  return `${CHECK.versionNegotiation}: offering ${offered}${unknown ? " (no such revision)" : ""}`;
}
