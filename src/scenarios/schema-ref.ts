import { isJsonObject } from "../mcp/json-object.js";

/**
 * The one resolver of JSON Schema references, used wherever a tool's schema is read (value generation and planning
 * here, effect probes, lint, drift). Only references inside the schema itself are followed: a JSON pointer
 * (`#`, `#/$defs/Name`, `#/properties/a~1b/items/0`, RFC 6901 as a URI fragment), an anchor (`#name`:
 * `$anchor`, `$dynamicAnchor`, or a sub-schema whose `$id` is `#name`), or the `$id` of a sub-schema, optionally
 * with a pointer or anchor after it (`item.json#/properties/id`). Nothing is ever fetched: network and relative
 * references to other documents resolve to undefined (MCP 2026-07-28 SEP-2106; server schemas are untrusted).
 * Nothing here throws, whatever the schema holds (a malformed percent-escape, a loop of references).
 */

/** RFC 6901 unescaping of one pointer token, after URI-fragment percent-decoding (a malformed escape is kept as written). */
function pointerToken(raw: string): string {
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // kept as written
  }
  return text.replace(/~1/g, "/").replace(/~0/g, "~");
}

/**
 * Evaluates a JSON pointer (`""`, `/a/b`, RFC 6901) against `node`: own properties of objects and numeric indexes
 * of arrays only (so `/constructor` finds nothing). Undefined when it leads nowhere. Pure.
 */
export function evaluatePointer(node: unknown, pointer: string): unknown {
  if (pointer === "") return node;
  if (!pointer.startsWith("/")) return undefined;
  let current = node;
  for (const raw of pointer.slice(1).split("/")) {
    const token = pointerToken(raw);
    if (Array.isArray(current) && /^\d+$/.test(token)) current = current[Number(token)];
    else if (isJsonObject(current) && Object.hasOwn(current, token)) current = current[token];
    else return undefined;
  }
  return current;
}

/** The first sub-schema of `node` (itself included, depth first) that `match` accepts; cycles are not followed. */
function findSchema(node: unknown, match: (schema: Record<string, unknown>) => boolean, seen = new Set<unknown>()): Record<string, unknown> | undefined {
  if (node === null || typeof node !== "object" || seen.has(node)) return undefined;
  seen.add(node);
  if (isJsonObject(node) && match(node)) return node;
  for (const child of Object.values(node as Record<string, unknown>)) {
    const hit = findSchema(child, match, seen);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * What `ref` points to inside `root` (see the module note for the forms), or undefined when it cannot be followed
 * here. `#` and `""` are the root itself. Pure.
 */
export function resolveRef(root: unknown, ref: string): unknown {
  if (ref === "#" || ref === "") return root;
  if (ref.startsWith("#/")) return evaluatePointer(root, ref.slice(1));
  if (ref.startsWith("#")) {
    const anchor = ref.slice(1);
    return findSchema(root, (s) => s.$anchor === anchor || s.$dynamicAnchor === anchor || s.$id === ref || s.id === ref);
  }
  const [base = "", fragment] = ref.split("#", 2);
  const rootId = isJsonObject(root) && typeof root.$id === "string" ? root.$id : undefined;
  const sameDocument = (id: string) => id === base || id.endsWith(`/${base}`);
  const target = rootId !== undefined && sameDocument(rootId) ? root : findSchema(root, (s) => typeof s.$id === "string" && sameDocument(s.$id));
  if (target === undefined) return undefined;
  if (!fragment) return target;
  return fragment.startsWith("/") ? evaluatePointer(target, fragment) : resolveRef(target, `#${fragment}`);
}

/** The most `$ref`s one chain is followed through (a loop of references ends here). */
export const MAX_REF_HOPS = 16;

/**
 * `node` with its chain of `$ref`s followed (at most `maxHops`), for reading what a schema says: each hop puts the
 * keywords beside `$ref` over the target's (JSON Schema 2020-12 applies both; the sibling wins where they clash).
 * A target that is not an object (a boolean schema) is kept as it is when nothing stands beside the `$ref`, and
 * dropped for the siblings otherwise. Stops at a reference that cannot be followed (`node` keeps that `$ref`).
 * `refs` lists the references followed, in order. Pure.
 */
export function followRefs(root: unknown, node: unknown, maxHops = MAX_REF_HOPS): { node: unknown; refs: string[] } {
  const refs: string[] = [];
  let current = node;
  while (isJsonObject(current) && typeof current.$ref === "string" && refs.length < maxHops) {
    const ref = current.$ref;
    const target = resolveRef(root, ref);
    if (target === undefined) break;
    const { $ref: _ref, ...rest } = current;
    refs.push(ref);
    current = isJsonObject(target) ? { ...target, ...rest } : Object.keys(rest).length > 0 ? rest : target;
  }
  return { node: current, refs };
}
