import type { Tool } from "../mcp/types.js";
import { nameWords } from "./name-hints.js";

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

const OWN_CUES: readonly RegExp[] = [
  /\b(?:must|should|needs? to|has to|have to)\s+(?:be\s+)?(?:called|run|used|invoked|executed|set)\s+(?:first|before)\b/i,
  /\b(?:call|run|use|invoke)\s+(?:this|it)(?:\s+tool)?\s+(?:first|before)\b/i,
  /\bbefore (?:using|calling|running|invoking)\s+(?:any\s+)?(?:other|the other|the|these)?\s*(?:\w+\s+)?(?:tools?|commands?|operations?)\b/i,
  /\bfor (?:all\s+)?(?:subsequent|future|following|later|other)\s+(?:\w+\s+)?(?:tool calls?|calls|operations|commands|requests|tools)\b/i,
  /\bso (?:that )?(?:all\s+)?(?:subsequent|future|later|other)\s+(?:\w+\s+)?(?:tool calls?|calls|operations|commands|requests|tools)\b/i,
  /\bfor all (?:\w+\s+)?(?:tool calls|calls|operations|commands|requests|tools)\b/i,
  /\b(?:required|needed) (?:before|by) (?:all |any )?(?:other )?(?:tools?|operations|commands)\b/i,
];

/** A sentence of another tool naming `name` as a precondition. */
function namedAsPrecondition(description: string, name: string): string | undefined {
  if (!description.includes(name)) return undefined;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  for (const sentence of description.split(/(?<=[.!?])\s+|\n+/)) {
    if (!new RegExp(`(?<![\\w-])\`?${escaped}\`?(?![\\w-])`).test(sentence)) continue;
    if (/\b(?:first|before|requires?|required|must|prerequisite|after (?:calling|running|using))\b/i.test(sentence)) return sentence.trim();
  }
  return undefined;
}

/** Verbs a setup step starts with. */
const SETUP_VERBS = ["set", "open", "connect", "select", "use", "init", "initialize", "login", "attach", "switch", "load", "choose", "start"];

/**
 * The setup tools of a listing, in listing order (see the module note). A tool counts only when its name starts
 * with a setup verb (set, open, connect, select, use, init, login, attach, switch, load, choose, start) and a
 * description gives the evidence. Pure; never throws.
 */
export function setupTools(tools: readonly Tool[]): SetupTool[] {
  // Planning asks again each time it re-plans a run, with the same listing.
  const hit = found.get(tools);
  if (hit) return hit;
  const out = findSetupTools(tools);
  found.set(tools, out);
  return out;
}

const found = new WeakMap<readonly Tool[], SetupTool[]>();

function findSetupTools(tools: readonly Tool[]): SetupTool[] {
  const out: SetupTool[] = [];
  for (const tool of tools) {
    if (typeof tool.name !== "string") continue;
    const words = nameWords(tool.name);
    if (!words.slice(0, 2).some((w) => SETUP_VERBS.includes(w))) continue;
    const own = typeof tool.description === "string" ? tool.description : "";
    const cue = OWN_CUES.map((r) => r.exec(own)).find((m) => m !== null);
    if (cue) {
      out.push({ tool: tool.name, basis: `its description: "${cue[0]}"` });
      continue;
    }
    for (const other of tools) {
      if (other === tool || typeof other.description !== "string") continue;
      const sentence = namedAsPrecondition(other.description, tool.name);
      if (sentence) {
        out.push({ tool: tool.name, basis: `${other.name}'s description: "${sentence.slice(0, 160)}"` });
        break;
      }
    }
  }
  return out;
}
