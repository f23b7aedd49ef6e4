import { describe, expect, it } from "vitest";
import type { CallToolResult, Tool } from "../../src/mcp/types.js";
import {
  COMMAND_LINE,
  commandLinePaths,
  DiscoveredValues,
  harvestResult,
  MAX_PER_FIELD,
  namesRecord,
  parameterKind,
  wantsNewValue,
  type Harvested,
} from "../../src/scenarios/discovered-values.js";

const textResult = (text: string): CallToolResult => ({ content: [{ type: "text", text }] });
const tool = (name: string, annotations: Tool["annotations"] = {}): Tool => ({ name, annotations });
const pool = (...values: Harvested[]) => {
  const v = new DiscoveredValues();
  v.add(values);
  return v;
};
const strings = { description: "", type: "string" as const };

describe("harvestResult", () => {
  it("takes ids and names of records from structuredContent, with the noun of their list", () => {
    const found = harvestResult("list_tasks", {}, { content: [], structuredContent: { tasks: [{ id: "t-1", title: "Docs", done: false }] } });
    expect(found).toEqual([
      { value: "t-1", field: "id", noun: "task", tool: "list_tasks" },
      { value: "Docs", field: "title", noun: "task", tool: "list_tasks" },
    ]);
  });

  it("reads a JSON text block like structuredContent", () => {
    expect(harvestResult("db_tables", {}, textResult('{"tables":[{"name":"users"}]}'))).toEqual([{ value: "users", field: "name", noun: "table", tool: "db_tables" }]);
  });

  it("takes the ends of a relation, which name records and not files", () => {
    const graph = '{"entities":[{"name":"Ada Lovelace"}],"relations":[{"source":"Ada Lovelace","target":"Analytical Engine","type":"programmed"}]}';
    expect(harvestResult("read_graph", {}, textResult(graph))).toEqual([
      { value: "Ada Lovelace", field: "name", noun: "entity", tool: "read_graph" },
      { value: "Ada Lovelace", field: "source", noun: "relation", tool: "read_graph" },
      { value: "Analytical Engine", field: "target", noun: "relation", tool: "read_graph" },
    ]);
  });

  it("takes a bare array of strings as the names of the records a tool is named for", () => {
    expect(harvestResult("list_tables", {}, textResult('["customers","orders"]'))).toEqual([
      { value: "customers", field: "name", noun: "table", tool: "list_tables" },
      { value: "orders", field: "name", noun: "table", tool: "list_tables" },
    ]);
    // Objects in it are read as before; true/false and text over a line are no names.
    expect(harvestResult("show_databases", {}, textResult('["main", {"id": 7}, "true", "a\\nb"]'))).toEqual([
      { value: "main", field: "name", noun: "database", tool: "show_databases" },
      { value: 7, field: "id", noun: "database", tool: "show_databases" },
    ]);
    // Absolute paths in it are paths (directories when the tool lists directories).
    expect(harvestResult("list_allowed_directories", {}, textResult('["/srv/data","/srv/logs/app.log"]'))).toEqual([
      { value: "/srv/data", field: "path", kind: "directory", tool: "list_allowed_directories" },
      { value: "/srv/logs/app.log", field: "path", kind: "file", tool: "list_allowed_directories" },
    ]);
    // A tool not named for a plural says nothing of what its strings are.
    expect(harvestResult("read_graph", {}, textResult('["alpha","beta"]'))).toEqual([]);
    expect(harvestResult("get_table", {}, textResult('["id","name"]'))).toEqual([]);
  });

  it("joins [FILE] and [DIR] lines to the directory the call listed", () => {
    expect(harvestResult("list_directory", { path: "/srv/data" }, textResult("[FILE] notes.txt\n[DIR] docs"))).toEqual([
      { value: "/srv/data/notes.txt", field: "path", kind: "file", tool: "list_directory" },
      { value: "/srv/data/docs", field: "path", kind: "directory", tool: "list_directory" },
    ]);
  });

  it("takes absolute paths on their own line, as directories when the tool lists directories", () => {
    expect(harvestResult("list_allowed_directories", {}, textResult("Allowed directories:\n/srv/data"))).toEqual([
      { value: "/srv/data", field: "path", kind: "directory", tool: "list_allowed_directories" },
    ]);
  });

  it("takes Key: value lines and commit lines, never true/false or a non-path under a path key", () => {
    const found = harvestResult("get_info", {}, textResult("ID: 42\nisDirectory: false\nName: alpha\ncommit 4f2a9c1e\npath: nothing"));
    expect(found.map((h) => [h.field, h.value])).toEqual([
      ["ID", 42],
      ["Name", "alpha"],
      ["commit", "4f2a9c1e"],
    ]);
  });

  it("keeps at most MAX_PER_FIELD values per field and noun", () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ value: `id-${i}`, field: "id", noun: "task", tool: "list_tasks" }));
    expect(pool(...many).size).toBe(MAX_PER_FIELD);
  });
});

describe("commandLinePaths", () => {
  it("takes absolute paths and --flag=/path values, not the server's own script", () => {
    expect(commandLinePaths(["/usr/lib/server/index.js", "--repository=/srv/repo", "/srv/data", "stdio"])).toEqual(["/srv/repo", "/srv/data"]);
  });
});

describe("DiscoveredValues.candidates", () => {
  const tasks = pool(
    { value: "t-1", field: "id", noun: "task", tool: "list_tasks" },
    { value: "p-1", field: "id", noun: "project", tool: "list_projects" },
    { value: "users", field: "name", noun: "table", tool: "list_tables" },
    { value: "main", field: "name", noun: "branch", tool: "git_branches" },
    { value: "4f2a9c1e", field: "hash", noun: "commit", tool: "git_log" },
  );

  it("gives task_id the id of a task, never of a project", () => {
    expect(tasks.candidates("task_id", tool("get_task"), strings)).toEqual(["t-1"]);
    expect(tasks.candidates("projectId", tool("get_task"), strings)).toEqual(["p-1"]);
  });

  it("gives a bare id the ids of the tool's own noun", () => {
    expect(tasks.candidates("id", tool("update_task"), strings)).toEqual(["t-1"]);
  });

  it("gives a table parameter a name a bare list of tables showed", () => {
    const found = pool(...harvestResult("list_tables", {}, textResult('["customers","orders"]')));
    expect(found.candidates("table_name", tool("describe_table"), strings)).toEqual(["customers", "orders"]);
    expect(found.candidates("table", tool("read_rows"), strings)).toEqual(["customers", "orders"]);
    expect(found.tables()).toEqual(["customers", "orders"]);
  });

  it("gives table a table name and branch a branch name", () => {
    expect(tasks.candidates("table", tool("describe_table"), strings)).toEqual(["users"]);
    expect(tasks.candidates("branch", tool("git_checkout"), strings)).toEqual(["main"]);
  });

  it("reads an ambiguous name's kind from its description", () => {
    expect(parameterKind("source", "Source commit/branch to compare from")).toBe("ref");
    expect(tasks.candidates("source", tool("git_diff"), { description: "Source commit to compare from", type: "string" })).toEqual(["4f2a9c1e"]);
  });

  it("takes an undescribed source or target for a file only in a tool about files", () => {
    const relations: Tool = { name: "create_relations", description: "Create relations between entities" };
    expect(parameterKind("source", "", relations)).toBeUndefined();
    expect(parameterKind("source", "", { name: "move_file", description: "Move or rename files and directories" })).toBe("path");
    expect(parameterKind("source", "", { name: "copy", description: "Copy a folder" })).toBe("path");
    // A knowledge graph's read_graph showed entities and relations; the new relation's ends are entities, never files.
    const graph = pool(
      { value: "/srv/work", field: "path", kind: "directory", tool: "(command line)" },
      { value: "Ada Lovelace", field: "source", noun: "relation", tool: "read_graph" },
      { value: "Analytical Engine", field: "target", noun: "relation", tool: "read_graph" },
    );
    expect(graph.candidates("source", relations, strings)).toEqual(["Ada Lovelace"]);
    expect(graph.candidates("target", relations, strings)).toEqual(["Analytical Engine"]);
    // A graph that lists its relations' ends as from/to gives them to source/target, and the other way round.
    const fromTo = pool(...harvestResult("read_graph", {}, textResult('{"relations":[{"from":"Ada Lovelace","to":"Analytical Engine"}]}')));
    expect(fromTo.candidates("source", relations, strings)).toEqual(["Ada Lovelace"]);
    expect(fromTo.candidates("target", relations, strings)).toEqual(["Analytical Engine"]);
    expect(graph.candidates("from", relations, strings)).toEqual(["Ada Lovelace"]);
    expect(wantsNewValue("target", relations)).toBe(false);
    expect(wantsNewValue("target", { name: "copy_file", description: "Copy a file" })).toBe(true);
    expect(graph.candidates("destination", { name: "move_file", description: "Move a file" }, strings)).toEqual(["/srv/work/mcp-checkup-example-moved.txt"]);
  });

  it("gives an SQL statement described with a table no table name", () => {
    expect(parameterKind("query", "CREATE TABLE SQL statement")).toBeUndefined();
    expect(parameterKind("query", "The table to search")).toBe("table");
    expect(tasks.candidates("query", tool("create_table"), { description: "CREATE TABLE SQL statement", type: "string" })).toEqual([]);
  });

  const files = pool(
    { value: "/srv/data", field: "path", kind: "directory", tool: "(command line)" },
    { value: "/srv/data/notes.txt", field: "path", kind: "file", tool: "list_directory" },
  );

  it("gives a file to a reader and a directory to a listing", () => {
    expect(files.candidates("path", tool("read_text_file", { readOnlyHint: true }), strings)).toEqual(["/srv/data/notes.txt"]);
    expect(files.candidates("path", tool("list_directory", { readOnlyHint: true }), strings)).toEqual(["/srv/data"]);
    expect(files.candidates("paths", tool("read_multiple_files", { readOnlyHint: true }), strings)).toEqual(["/srv/data/notes.txt"]);
  });

  it("gives what a creating tool makes a new name inside a listed directory, and a move a new destination", () => {
    expect(files.candidates("path", tool("write_file", { readOnlyHint: false, destructiveHint: true }), strings)).toEqual(["/srv/data/mcp-checkup-example.txt"]);
    expect(files.candidates("path", tool("create_directory", { readOnlyHint: false, destructiveHint: false }), strings)).toEqual(["/srv/data/mcp-checkup-example"]);
    expect(files.candidates("destination", tool("move_file"), strings)).toEqual(["/srv/data/mcp-checkup-example-moved.txt"]);
  });

  it("gives a destructive tool only what our own creating calls made, never an existing record", () => {
    expect(files.candidates("source", tool("move_file", { destructiveHint: true }), strings)).toEqual(["/srv/data/mcp-checkup-example.txt"]);
    expect(tasks.candidates("task_id", tool("delete_task"), strings)).toEqual([]);
    // A new user's to-do server: create_task answered t-4; delete_task gets it, never the listed t-1.
    const made = pool({ value: "t-1", field: "id", noun: "task", tool: "list_tasks" }, { value: "t-4", field: "id", noun: "task", tool: "create_task", created: true });
    expect(made.candidates("id", tool("delete_task", { destructiveHint: true }), strings)).toEqual(["t-4"]);
    expect(made.candidates("id", tool("get_task", { readOnlyHint: true }), strings)).toEqual(["t-1", "t-4"]);
  });

  it("says which parameters name a record a destructive tool would destroy", () => {
    expect(["id", "task_id", "entityNames", "path", "branch", "table_name"].filter((p) => namesRecord(p))).toEqual(["id", "task_id", "entityNames", "path", "branch", "table_name"]);
    expect(["reason", "force", "limit", "collection"].filter((p) => namesRecord(p))).toEqual([]);
    expect(namesRecord("target", "ID of the task to remove")).toBe(true);
  });

  it("offers the folder we run in only when the server showed no path of the same kind", () => {
    const both = pool(
      { value: "/work/project/README.md", field: "path", kind: "file", tool: "(command line)", readsOnly: true },
      { value: "/srv/data/notes.txt", field: "path", kind: "file", tool: "list_directory" },
    );
    expect(both.candidates("path", tool("read_text_file", { readOnlyHint: true }), strings)).toEqual(["/srv/data/notes.txt"]);
  });

  it("offers an entry of the folder we run in to a reading tool only, never to one that writes", () => {
    const cwd = pool({ value: "/work/project/README.md", field: "path", kind: "file", tool: "(command line)", readsOnly: true });
    expect(cwd.candidates("path", tool("read_text_file", { readOnlyHint: true }), strings)).toEqual(["/work/project/README.md"]);
    expect(cwd.candidates("path", tool("edit_file", { readOnlyHint: false, destructiveHint: true }), strings)).toEqual([]);
  });

  it("offers numbers to a number parameter, and their text to a string one", () => {
    const ids = pool({ value: 7, field: "id", noun: "note", tool: "list_notes" });
    expect(ids.candidates("note_id", tool("get_note"), { description: "", type: "number" })).toEqual([7]);
    expect(ids.candidates("note_id", tool("get_note"), strings)).toEqual(["7"]);
  });
});

describe("DiscoveredValues.candidates for a tool that may destroy records", () => {
  it("offers a write tool whose enum can delete only the records the run created, as a destructive tool", () => {
    const values = pool(
      { value: "/srv/data", field: "path", kind: "directory", tool: "(command line)" },
      { value: "/srv/data/letters.txt", field: "path", kind: "file", tool: "list_directory" },
    );
    const batch: Tool = {
      name: "fast_batch_file_operations",
      inputSchema: { type: "object", properties: { operations: { type: "array", items: { type: "object", properties: { operation: { enum: ["move", "delete"] }, source: { type: "string" } } } } } },
    };
    const copy: Tool = { name: "fast_copy_file", inputSchema: { type: "object", properties: { source: { type: "string" } } } };
    expect(values.candidates("source", copy, { description: "Source path", type: "string" })).toContain("/srv/data/letters.txt");
    expect(values.candidates("source", batch, { description: "Source path", type: "string" })).toEqual(["/srv/data/mcp-checkup-example.txt"]);
  });
});

describe("DiscoveredValues.candidates for a folder that holds everything", () => {
  it("never offers a filesystem root or the home folder to a tool that writes, only to one that reads", () => {
    const values = pool(
      { value: "/", field: "path", kind: "directory", tool: "list_allowed_directories" },
      { value: "/srv/data", field: "path", kind: "directory", tool: "list_allowed_directories" },
    );
    const sync: Tool = { name: "sync_directories", inputSchema: { type: "object", properties: { source_dir: { type: "string" } } } };
    const tree: Tool = { name: "get_directory_tree", inputSchema: { type: "object", properties: { path: { type: "string" } } }, annotations: { readOnlyHint: true } };
    expect(values.candidates("path", tree, { description: "Directory path", type: "string" })).toEqual(["/srv/data"]);
    // A reader still gets a whole tree when the server showed nothing else.
    expect(pool({ value: "/", field: "path", kind: "directory", tool: "get_disk_usage" }).candidates("path", tree, { description: "Directory path", type: "string" })).toEqual(["/"]);
    // A remote server's paths are not this machine's: a writer gets them, but never its root.
    expect(values.candidates("source_dir", sync, { description: "Source directory", type: "string" })).toEqual(["/srv/data"]);
    // A local server's writer gets only paths inside those the user named for it (its command line), files too.
    const named = pool(
      { value: "/srv/data", field: "path", kind: "directory", tool: COMMAND_LINE },
      { value: "/srv/data/sub", field: "path", kind: "directory", tool: "list_directory" },
      { value: "/tmp", field: "path", tool: "list_allowed_directories" },
      { value: "/tmp/someone-elses.txt", field: "path", kind: "file", tool: "search_files" },
      { value: "/srv/data/notes.txt", field: "path", kind: "file", tool: "search_files" },
    );
    expect(named.candidates("source_dir", sync, { description: "Source directory", type: "string" })).toEqual(["/srv/data", "/srv/data/sub"]);
    expect(named.candidates("path", tree, { description: "Directory path", type: "string" })).toEqual(["/srv/data", "/srv/data/sub"]);
    const edit: Tool = { name: "edit_file", inputSchema: { type: "object", properties: { path: { type: "string" } } } };
    expect(named.candidates("path", edit, { description: "File path", type: "string" })).toEqual(["/srv/data/notes.txt"]);
  });
});

describe("wantsNewValue", () => {
  it("is true for the record a creating tool makes, false for the container it names", () => {
    expect(wantsNewValue("title", tool("create_task"))).toBe(true);
    expect(wantsNewValue("project_id", tool("create_task"))).toBe(false);
    expect(wantsNewValue("requestId", tool("add_tasks_to_request"))).toBe(false);
    expect(wantsNewValue("path", tool("read_file"))).toBe(false);
  });

  it("names an existing container when a creating tool puts a record in it, a new one when it makes the container", () => {
    expect(wantsNewValue("table", tool("create_record"))).toBe(false);
    expect(wantsNewValue("collection", tool("insert_document"))).toBe(false);
    expect(wantsNewValue("table", tool("create_table"))).toBe(true);
  });
});
