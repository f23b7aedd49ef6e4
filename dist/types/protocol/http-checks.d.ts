import type { ServerTarget } from "../mcp/target.js";
import { type CheckTiming, type StepSpec } from "./step.js";
/** The Origin of a web page that is not the server's (the conformance suite's DNS-rebinding scenario uses such a value). */
export declare const FOREIGN_ORIGIN = "http://evil.example";
type HttpTarget = ServerTarget & {
    kind: "http";
};
/** A foreign `Origin` is refused with 403 before anything is served. */
export declare function originCheck(target: HttpTarget, { timeoutMs }: CheckTiming): StepSpec;
/** An `MCP-Protocol-Version` header naming a version that does not exist is refused with 400. */
export declare function protocolVersionHeaderCheck(target: HttpTarget, { timeoutMs }: CheckTiming): StepSpec;
/** A session id the server never issued is answered with 404 (legacy revisions that use sessions). */
export declare function staleSessionCheck(target: HttpTarget, { timeoutMs }: CheckTiming): StepSpec;
/** GET and DELETE on a modern-only endpoint are answered 405 (there is no GET stream and no session to delete). */
export declare function methodsCheck(target: HttpTarget, { timeoutMs }: CheckTiming): StepSpec;
/** The port of a loopback URL is not reachable on this machine's other addresses. */
export declare function bindingCheck(target: HttpTarget): StepSpec;
/** The HTTP-only checks for a connection to `target` (none for stdio targets), in order. */
export declare function httpChecks(target: ServerTarget, timing: CheckTiming): StepSpec[];
export {};
