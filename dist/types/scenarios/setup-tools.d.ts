import type { Tool } from "../mcp/types.js";
/**
 * Tools a description says must be called before the others (issue 11 item 3): a git server's
 * `git_set_working_dir`, a database server's `open_database` or `connect`, a `select_project`. Called first,
 * once, with a sensible value (a directory from the server's command line or its own answers), so the tools
 * that need them can do their real work; a git server's 19 tools were once called in listing order, before its
 * documented set-working-directory step.
 *
 * Evidence, from the tools' own text only:
 * - the tool's description says it comes first: "must be called before other tools", "call this first",
 *   "sets the working directory for subsequent operations";
 * - another tool's description names it as a precondition: "requires git_set_working_dir to be called first",
 *   "call `open_database` before querying".
 * A name alone (`set_mode`) is not enough.
 */
/** A tool found to be a setup step, and the sentence that says so. */
export interface SetupTool {
    tool: string;
    basis: string;
}
/**
 * The setup tools of a listing, in listing order (see the module note). A tool counts only when its name starts
 * with a setup verb (set, open, connect, select, use, init, login, attach, switch, load, choose, start) and a
 * description gives the evidence. Pure; never throws.
 */
export declare function setupTools(tools: readonly Tool[]): SetupTool[];
