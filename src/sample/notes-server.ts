import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { NotesStore, SAMPLE_BUGS, type Note, type SampleBug } from "./notes-store.js";
import { NOTES_TOOLS, whyInvalid } from "./notes-tools.js";

/**
 * The bundled sample server (`mcp-checkup sample-server [--bug MODE]`): a small, correct MCP notes server over
 * stdio with no dependencies beyond `node:*`. It speaks the initialize handshake, 2024-11-05 … 2025-11-25
 * (MCP 2025-11-25 basic/lifecycle §Initialization: the requested version when supported, else the newest),
 * answers an unknown tool with JSON-RPC -32602 and invalid arguments with an `isError` result
 * (MCP 2025-11-25 server/tools §Error Handling), and returns `structuredContent` matching each `outputSchema`
 * with the same JSON in a text block (server/tools §Structured Content).
 */

/** Revisions the sample server speaks, newest first. */
export const SAMPLE_VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"] as const;

/** The sample server's `serverInfo`. */
export const SAMPLE_SERVER_INFO = { name: "mcp-checkup-sample-notes", title: "MCP Checkup sample notes server", version: "1.0.0" } as const;

const INSTRUCTIONS =
  "A notes server for trying MCP Checkup. Notes live in memory and are lost when the server stops. Use create_note to save, get_note or search_notes to read, delete_note to remove.";

type Json = Record<string, unknown>;

interface RpcError {
  code: number;
  message: string;
}

const rpcError = (code: number, message: string): RpcError => ({ code, message });

/** A tool result carrying `structured` both as `structuredContent` and as JSON text. */
const structured = (value: Json): Json => ({ content: [{ type: "text", text: JSON.stringify(value) }], structuredContent: value });

/** A tool error the model can act on. */
const toolError = (message: string): Json => ({ content: [{ type: "text", text: message }], isError: true });

/** Parses `--bug MODE` from argv. Throws `Error` naming the accepted modes for an unknown one. */
export function parseSampleArgs(argv: readonly string[]): { bug?: SampleBug } {
  const at = argv.indexOf("--bug");
  if (at < 0) return {};
  const mode = argv[at + 1];
  if (!SAMPLE_BUGS.includes(mode as SampleBug)) throw new Error(`--bug must be one of ${SAMPLE_BUGS.join(", ")}; got ${mode ?? "nothing"}`);
  return { bug: mode as SampleBug };
}

/** The sample server's request handling, without any I/O: one JSON-RPC message in, at most one out. */
export class NotesServer {
  private readonly store: NotesStore;

  constructor(bug?: SampleBug) {
    this.store = new NotesStore(bug);
  }

  /**
   * Handles one line of input. Returns the response line, or undefined for a notification or a response.
   * Malformed JSON gets -32700 with `id: null`; a message that is not a request gets -32600.
   */
  handleLine(line: string): string | undefined {
    let msg: unknown;
    try {
      msg = JSON.parse(line);
    } catch {
      return JSON.stringify({ jsonrpc: "2.0", id: null, error: rpcError(-32700, "Parse error: the line is not valid JSON") });
    }
    if (msg === null || typeof msg !== "object" || Array.isArray(msg)) {
      return JSON.stringify({ jsonrpc: "2.0", id: null, error: rpcError(-32600, "Invalid request: expected a JSON-RPC object") });
    }
    const m = msg as Json;
    const id = m.id;
    if (typeof m.method !== "string") {
      if ("result" in m || "error" in m) return undefined; // a response to nothing we sent
      return JSON.stringify({ jsonrpc: "2.0", id: id ?? null, error: rpcError(-32600, "Invalid request: method is missing") });
    }
    if (id === undefined) return undefined; // a notification (notifications/initialized, cancelled …)
    const params = m.params !== null && typeof m.params === "object" && !Array.isArray(m.params) ? (m.params as Json) : {};
    const answer = this.dispatch(m.method, params);
    return JSON.stringify({ jsonrpc: "2.0", id, ...("code" in answer ? { error: answer } : { result: answer }) });
  }

  private dispatch(method: string, params: Json): Json | RpcError {
    switch (method) {
      case "initialize": {
        const asked = params.protocolVersion;
        const version = SAMPLE_VERSIONS.find((v) => v === asked) ?? SAMPLE_VERSIONS[0];
        return { protocolVersion: version, capabilities: { tools: { listChanged: false } }, serverInfo: SAMPLE_SERVER_INFO, instructions: INSTRUCTIONS };
      }
      case "ping":
        return {};
      case "tools/list":
        return { tools: NOTES_TOOLS };
      case "tools/call":
        return this.call(params);
      default:
        return rpcError(-32601, `Method not found: ${method}`);
    }
  }

  private call(params: Json): Json | RpcError {
    const tool = NOTES_TOOLS.find((t) => t.name === params.name);
    if (!tool) return rpcError(-32602, `Unknown tool: ${String(params.name)}. Call tools/list for the available tools.`);
    const args = params.arguments === undefined ? {} : params.arguments;
    if (args === null || typeof args !== "object" || Array.isArray(args)) return rpcError(-32602, "Invalid params: arguments must be an object");
    const why = whyInvalid(tool.inputSchema as unknown as Json, args);
    if (why) return toolError(`Invalid arguments for ${tool.name}: ${why}.`);
    const a = args as Json;
    const note = (n: Note) => ({ title: n.title, body: n.body, tags: n.tags });
    switch (tool.name) {
      case "create_note": {
        const saved = this.store.save(a.title as string, a.body as string, (a.tags as string[] | undefined) ?? []);
        return structured({ note: note(saved.note), created: saved.created });
      }
      case "get_note": {
        const found = this.store.get(a.title as string);
        return structured(found ? { found: true, note: note(found) } : { found: false });
      }
      case "list_notes":
        return structured({ notes: this.store.list(a.limit as number | undefined).map(note) });
      case "search_notes":
        return structured({ notes: this.store.search(a.query as string, a.limit as number | undefined).map(note) });
      case "delete_note":
        return structured({ deleted: this.store.delete(a.title as string) });
    }
  }
}

/**
 * Serves the sample notes server on `stdin`/`stdout` (newline-delimited JSON-RPC, MCP 2025-11-25
 * basic/transports §stdio) until `stdin` ends. `argv` takes `--bug silent-skip|lose-on-write|limit-ignored`.
 * Resolves when the input ends or the client stops reading (a write fails: EPIPE); rejects with `Error` for an
 * unknown `--bug` mode before serving.
 */
export async function runNotesServer(argv: readonly string[], stdin: Readable, stdout: Writable): Promise<void> {
  const server = new NotesServer(parseSampleArgs(argv).bug);
  const lines = createInterface({ input: stdin, crlfDelay: Infinity });
  let gone = false;
  lines.on("line", (line) => {
    if (gone || line.trim().length === 0) return;
    const reply = server.handleLine(line);
    if (reply !== undefined) stdout.write(`${reply}\n`);
  });
  await new Promise<void>((resolve) => {
    lines.once("close", () => resolve());
    // The client closed its end (EPIPE): nothing can be answered any more, so serving ends quietly, not with a trace.
    stdout.on("error", () => {
      gone = true;
      lines.close();
    });
  });
}
