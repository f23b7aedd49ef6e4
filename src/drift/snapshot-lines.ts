/**
 * Where each tool sits in a snapshot file, so reports (SARIF) can point at the line of a tool.
 *
 * Reads the layout `renderSnapshot` writes: each tool is an object opening with `    {` inside
 * `  "tools": [`, whose first key is `      "name": "<tool>"`. Returns, for each tool name, the 1-based line of
 * its `"name"` line (the first one, when a name repeats). A file in another layout (hand-formatted) gives
 * fewer or no entries; it never throws.
 */
export function snapshotToolLines(text: string): Map<string, number> {
  const lines = text.split(/\r?\n/);
  const out = new Map<string, number>();
  const start = lines.indexOf('  "tools": [');
  if (start < 0) return out;
  const prefix = '      "name": ';
  for (let i = start + 1; i + 1 < lines.length; i++) {
    if (lines[i] === "  ]" || lines[i] === "  ],") break;
    const next = lines[i + 1] as string;
    if (lines[i] !== "    {" || !next.startsWith(prefix)) continue;
    try {
      const name: unknown = JSON.parse(next.slice(prefix.length).replace(/,$/, ""));
      if (typeof name === "string" && !out.has(name)) out.set(name, i + 2);
    } catch {
      // Not our layout on this line: skip it.
    }
  }
  return out;
}
