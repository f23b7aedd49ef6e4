/**
 * Candidate strings for JSON Schema `format` values (JSON Schema 2020-12 Validation §7.3, plus the formats
 * ajv-formats adds). Every candidate stays off the network: `uri` prefers a `data:` URL and a `urn:`; only
 * formats that demand a web URL (`url`, `uri-template`) get an `https://….invalid` address, whose reserved
 * top-level domain never resolves (RFC 2606 §2). The generator validates each candidate against the schema.
 */
/** Candidate strings for `format`, or an empty list for a format we do not know (its value is then free). */
export declare function formatCandidates(format: unknown): readonly string[];
