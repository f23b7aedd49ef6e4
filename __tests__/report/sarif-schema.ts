/**
 * The SARIF 2.1.0 JSON schema as an ajv validator, for tests that check our SARIF output (`sarif.test.ts`, the
 * drift end-to-end test).
 */
import { readFileSync } from "node:fs";
import { Ajv } from "ajv";
import addFormatsModule from "ajv-formats";

/**
 * The SARIF 2.1.0 JSON schema (the final rtm.5 text, as shipped in the npm devDependency
 * `@microsoft/sarif-matcher-utils`). It is draft-04; ajv 8 has no draft-04 mode, so `$schema` is dropped and
 * `id` read as `$id` (no keyword it uses differs).
 */
export function sarifValidator() {
  const path = new URL("../../node_modules/@microsoft/sarif-matcher-utils/lib/schemas/sarif-2.1.0-rtm.5.json", import.meta.url);
  const schema = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
  const { $schema: _draft, id, ...rest } = schema as { $schema: string; id: string } & Record<string, unknown>;
  // unicodeRegExp off: the rtm.5 text has a language-tag pattern ("…{2}]?$") that only non-unicode RegExp accepts.
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
  addFormatsModule.default(ajv); // ajv-formats is CommonJS: the plugin is its `default` export

  return ajv.compile({ ...rest, $id: id });
}
