// The corpus's data files (servers.json, judgments.json, last-run.json) and the identity of a finding.

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CORPUS_DIR } from "./sandbox.mjs";

const read = (name) => JSON.parse(readFileSync(join(CORPUS_DIR, name), "utf8"));

/** The servers of servers.json. */
export function loadServers() {
  return read("servers.json").servers;
}

/** judgments.json: `{ judgments: Judgment[], known_defects: KnownDefect[] }`. */
export function loadJudgments() {
  const data = read("judgments.json");
  return { judgments: data.judgments ?? [], knownDefects: data.known_defects ?? [] };
}

/** last-run.json, or undefined when there is none yet. */
export function loadLastRun() {
  return existsSync(join(CORPUS_DIR, "last-run.json")) ? read("last-run.json") : undefined;
}

/** Rule prefixes whose findings are told apart by the JSON-RPC method of their evidence request. */
const BY_METHOD = /^(protocol-|version-|http-)/;

/**
 * The parts that identify a finding within one server's report, chosen to survive rewording of messages:
 * rule, tool, parameter, and a discriminator where those are not enough — the JSON-RPC method of the
 * evidence request for protocol rules (`ping`, `server/discover`, `tools/list`…), nothing otherwise.
 * Messages, counts ("seen in 3 calls") and quoted server text never take part.
 * @param {{rule: string, tool?: string, parameter?: string, evidence?: any}} f a finding of a JSON report
 * @returns {{rule: string, tool: string|null, parameter: string|null, discriminator: string|null}}
 */
export function identityParts(f) {
  let discriminator = null;
  if (BY_METHOD.test(f.rule)) {
    const method = f.evidence?.request?.method;
    if (typeof method === "string") discriminator = method;
  }
  return { rule: f.rule, tool: f.tool ?? null, parameter: f.parameter ?? null, discriminator };
}

/** `rule:tool:parameter:discriminator`, empty parts left empty and trailing ones dropped. */
export function identityKey(parts) {
  const fields = [parts.rule, parts.tool ?? "", parts.parameter ?? "", parts.discriminator ?? ""];
  while (fields.length > 1 && fields[fields.length - 1] === "") fields.pop();
  return fields.join(":");
}

/**
 * Identities of every finding of a report, in report order. Two findings with the same parts (which the
 * engine avoids: it keeps one finding per rule and tool) get `#2`, `#3`… after the key, in report order.
 * @returns {Array<{key: string, parts: object, finding: object}>}
 */
export function identify(findings) {
  const seen = new Map();
  return findings.map((finding) => {
    const parts = identityParts(finding);
    let key = identityKey(parts);
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    if (n > 1) {
      key = `${key}#${n}`;
      parts.discriminator = `${parts.discriminator ?? ""}#${n}`;
    }
    return { key, parts, finding };
  });
}

/**
 * The text a judgment's `match` is tested against: the finding's message (which quotes the server's answer)
 * and its evidence response, so a judgment can tell apart two findings with one identity by what the server
 * said ("Only HTTPS URLs are allowed" vs "not in allowed list").
 */
export function matchText(f) {
  const response = f.evidence?.response === undefined ? "" : JSON.stringify(f.evidence.response).slice(0, 4000);
  return `${f.message ?? ""}\n${response}`;
}

/**
 * The judgment for one finding of one server: entries match on server, rule and tool; on parameter and
 * discriminator when the entry names them (`null` = the finding has none; absent = any); and on `match`, a
 * regular expression tested against matchText, when the entry has one. The most specific match wins.
 * @returns {object|undefined}
 */
export function judgmentFor(judgments, serverId, parts, text = "") {
  let best;
  let bestScore = -1;
  for (const j of judgments) {
    if (j.server !== serverId || j.rule !== parts.rule || (j.tool ?? null) !== parts.tool) continue;
    let score = 0;
    if ("parameter" in j) {
      if ((j.parameter ?? null) !== parts.parameter) continue;
      score++;
    }
    if ("discriminator" in j) {
      if ((j.discriminator ?? null) !== parts.discriminator) continue;
      score++;
    }
    if (j.match !== undefined) {
      if (!new RegExp(j.match, "i").test(text)) continue;
      score += 2;
    }
    if (score > bestScore) {
      best = j;
      bestScore = score;
    }
  }
  return best;
}
