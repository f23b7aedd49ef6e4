import type { ServerTarget } from "./target.js";
/**
 * The target named `serverName` in the config file at `path` (or its only server when no name is given).
 * A relative `cwd` is resolved against the file's folder. Throws `UsageError` with a one-line message naming the
 * file when it is missing or unreadable, is not valid JSON (with the position when known), has no servers
 * section, does not have the named server (the known names are listed), has several servers and no name was
 * given, or has an entry without `command` or `url` or with fields of the wrong type.
 */
export declare function readServerConfig(path: string, serverName?: string): ServerTarget;
