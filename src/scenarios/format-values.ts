/**
 * Candidate strings for JSON Schema `format` values (JSON Schema 2020-12 Validation §7.3, plus the formats
 * ajv-formats adds). For URL formats (`uri`, `iri`, `url`) the generator puts the scheme the property's
 * description allows first (`description-values.ts` `urlScheme`: https unless it allows `data:` or asks for
 * `file:`); these lists follow as fallbacks. The generator validates each candidate against the schema.
 */

const FORMATS: Record<string, readonly string[]> = {
  date: ["2026-01-15", "2025-06-01", "2026-03-31"],
  time: ["10:30:00Z", "08:00:00+01:00", "23:59:59Z"],
  "date-time": ["2026-01-15T10:30:00Z", "2025-06-01T08:00:00+01:00", "2026-03-31T23:59:59Z"],
  "iso-time": ["10:30:00Z", "08:00:00+01:00", "23:59:59Z"],
  "iso-date-time": ["2026-01-15T10:30:00Z", "2025-06-01T08:00:00+01:00", "2026-03-31T23:59:59Z"],
  duration: ["PT1S", "PT2S", "P1D"],
  uri: ["data:text/plain;base64,SGVsbG8sIHdvcmxkIQ==", "data:text/plain,example", "data:application/json,%7B%22ok%22%3Atrue%7D", "urn:example:item-1"],
  iri: ["data:text/plain;base64,SGVsbG8sIHdvcmxkIQ==", "data:text/plain,example", "data:application/json,%7B%22ok%22%3Atrue%7D", "urn:example:item-1"],
  "uri-reference": ["docs/readme.md", "#section", "/example/path"],
  "iri-reference": ["docs/readme.md", "#section", "/example/path"],
  url: ["https://example.invalid/", "https://example.invalid/page", "http://example.invalid/item"],
  "uri-template": ["https://example.invalid/items/{id}", "/items/{id}", "{+path}/readme"],
  email: ["user@example.com", "alice@example.org", "bob@example.net"],
  "idn-email": ["user@example.com", "alice@example.org", "bob@example.net"],
  hostname: ["localhost", "example.com", "example.org"],
  "idn-hostname": ["localhost", "example.com", "example.org"],
  ipv4: ["127.0.0.1", "127.0.0.2", "10.0.0.1"],
  ipv6: ["::1", "fe80::1", "2001:db8::1"],
  uuid: ["123e4567-e89b-42d3-a456-426614174000", "9b2f8c1e-4d7a-4e3b-8f6a-2c5d9e1b7a40", "00000000-0000-4000-8000-000000000001"],
  regex: ["^[a-z]+$", "\\d+", "hello"],
  "json-pointer": ["/items/0", "/name", ""],
  "relative-json-pointer": ["0", "1/name", "0#"],
  byte: ["SGVsbG8sIHdvcmxkIQ==", "ZXhhbXBsZQ==", "dGVzdA=="],
  binary: ["example", "test", "data"],
  password: ["Example-Passw0rd", "test-secret-1", "dummy-key-2"],
  int32: ["1", "2", "42"],
  int64: ["1", "2", "42"],
  float: ["1.5", "2", "0.5"],
  double: ["1.5", "2", "0.5"],
};

/** Candidate strings for `format`, or an empty list for a format we do not know (its value is then free). */
export function formatCandidates(format: unknown): readonly string[] {
  return typeof format === "string" ? (FORMATS[format] ?? []) : [];
}
