/**
 * The names of the protocol checks as they appear in the report's `protocol_checks` (STYLE.md: names as
 * constants). Each says what a conformant server does.
 */
export declare const CHECK: {
    readonly unknownMethod: "unknown method answered with -32601";
    readonly parseError: "malformed JSON answered with -32700";
    readonly ping: "ping answered with {}";
    readonly responseId: "response carries the request id";
    readonly toolsCapability: "tools capability declared";
    readonly declaredCapabilities: "declared capabilities answer";
    readonly modernVersionError: "unknown version answered with -32022";
    readonly modernMetaMissing: "request missing required _meta fields refused with -32602";
    readonly discoverFields: "server/discover lists supportedVersions and capabilities";
    readonly resultType: "results carry resultType";
    readonly httpOrigin: "foreign Origin rejected with 403";
    readonly httpProtocolVersion: "invalid MCP-Protocol-Version rejected with 400";
    readonly httpStaleSession: "unknown Mcp-Session-Id answered with 404";
    readonly httpMethods: "GET and DELETE answered with 405";
    readonly httpBinding: "port not reachable on non-loopback addresses";
    readonly versionNegotiation: "version negotiation";
};
/** The check name of one `initialize` offer: "version negotiation: offering 2025-06-18". */
export declare function versionOfferCheck(offered: string, unknown: boolean): string;
