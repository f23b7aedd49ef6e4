/**
 * Splits a launch command given as one string into argv the way a POSIX shell splits words (DESIGN.md
 * "Targets"), with `shell-quote`: single and double quotes, backslash escapes. Nothing is expanded: `$VAR` and
 * `${VAR}` stay literal (the server is spawned without a shell) and glob patterns are passed as written.
 */
import { parse } from "shell-quote";
import { UsageError } from "../errors.js";

/** A command split into the program and its arguments. */
export interface CommandLine {
  command: string;
  args: string[];
}

/**
 * Splits `text` into `{command, args}`. Throws `UsageError` when it is empty, uses a shell operator (`|`, `&&`,
 * `;`, `>`, `<`, `(`, …) that only a shell could carry out, or holds a `#` comment (which a shell would drop).
 */
export function parseCommandLine(text: string): CommandLine {
  // Leave variables as written: `${NAME}` when the text braces it, else `$NAME`.
  const literal = (name: string): string => (text.includes("${" + name + "}") ? "${" + name + "}" : "$" + name);
  const open = unclosedQuote(text);
  if (open !== undefined) throw new UsageError(`The server command "${text}" has an unclosed ${open} quote; close it, or escape the quote mark with a backslash.`);
  let entries: ReturnType<typeof parse>;
  try {
    entries = parse(text, literal);
  } catch (error) {
    throw new UsageError(`Cannot split the server command "${text}": ${(error as Error).message}.`);
  }
  const words: string[] = [];
  for (const entry of entries) {
    if (typeof entry === "string") words.push(entry);
    else if ("op" in entry && entry.op === "glob") words.push(entry.pattern);
    else if ("op" in entry) {
      throw new UsageError(
        `The server command "${text}" uses the shell operator "${entry.op}", and servers are started without a shell; wrap it in sh -c '…' or a script.`,
      );
    } else {
      throw new UsageError(`The server command "${text}" contains "#", which starts a shell comment; quote the argument that holds it.`);
    }
  }
  const [command, ...args] = words;
  if (command === undefined || command === "") throw new UsageError("The server command is empty; give the command that starts the server.");
  return { command, args };
}

/**
 * The quote mark left open at the end of `text`, if any (shell-quote reads `node "unclosed` as `node unclosed`, where
 * a shell refuses it). Quotes as a POSIX shell reads them: nothing escapes inside single quotes; a backslash escapes
 * the next character elsewhere. Pure.
 */
function unclosedQuote(text: string): "'" | '"' | undefined {
  let quote: "'" | '"' | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote === "'") {
      if (c === "'") quote = undefined;
    } else if (c === "\\") i++;
    else if (quote === '"') {
      if (c === '"') quote = undefined;
    } else if (c === "'" || c === '"') quote = c;
  }
  return quote;
}
