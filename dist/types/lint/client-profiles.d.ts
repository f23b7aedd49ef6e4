import { type Finding } from "../findings/finding.js";
import type { Tool } from "../mcp/types.js";
import type { ClientRejection, ClientToolResult } from "../scorecard/types.js";
import { type JsonObject } from "./schema-walk.js";
/** A keyword a client rejects wherever it appears as a keyword of a (sub)schema, with the public source saying so. */
export interface RejectedKeyword {
    keyword: string;
    source: string;
}
/** A shape a client rejects: `find` returns where a schema object has it (pointer suffix and wording), if it does. */
export interface RejectedShape {
    /** What the shape is, as reports name it, e.g. `array without items`. */
    name: string;
    source: string;
    find(schema: JsonObject, isRoot: boolean): Array<{
        at: string;
        keyword: string;
    }>;
}
/** One client profile: what its model API refuses in tool parameter schemas. */
export interface ClientProfile {
    /** The id given to `--clients`. */
    id: string;
    /** How reports name the client. */
    name: string;
    /** Which request path of the client the profile describes. */
    scope: string;
    keywords: readonly RejectedKeyword[];
    shapes: readonly RejectedShape[];
}
/** The formats OpenAI's strict mode accepts for strings (its Structured Outputs guide, "Supported schemas"). */
export declare const OPENAI_STRICT_FORMATS: ReadonlySet<string>;
/** Every profile, by id. Add a client here, with a public source for each entry; README lists them. */
export declare const CLIENT_PROFILES: readonly ClientProfile[];
/** The profile ids `--clients` accepts, in catalogue order. */
export declare const CLIENT_IDS: readonly string[];
/**
 * The profiles named in `ids` (as parsed from a comma- or newline-separated list), in the order given, each once.
 * Throws `UsageError` naming `inputName` (`--clients`, `mcp-clients`) for an unknown id, listing the known ones.
 */
export declare function clientProfiles(inputName: string, ids: readonly string[]): ClientProfile[];
/** What `profile` rejects in one `inputSchema`, in walk order (each keyword at its JSON Pointer). */
export declare function rejectionsIn(profile: ClientProfile, inputSchema: unknown): ClientRejection[];
/**
 * Runs each profile over every tool's `inputSchema`: one {@link ClientToolResult} and one `client-schema-rejected`
 * finding per tool and client with at least one rejection, naming the JSON Pointers (RFC 6901, into the tool's
 * inputSchema). A tool without an object inputSchema is left to the schema lint rules. Pure; never throws.
 */
export declare function checkClientProfiles(tools: readonly Tool[], profiles: readonly ClientProfile[]): {
    results: ClientToolResult[];
    findings: Finding[];
};
