/**
 * Candidate strings for JSON Schema `format` values (JSON Schema 2020-12 Validation §7.3, plus the formats
 * ajv-formats adds). For URL formats (`uri`, `iri`, `url`) the generator puts the scheme the property's
 * description allows first (`description-values.ts` `urlScheme`: https unless it allows `data:` or asks for
 * `file:`); these lists follow as fallbacks. The generator validates each candidate against the schema.
 */
/** Candidate strings for `format`, or an empty list for a format we do not know (its value is then free). */
export declare function formatCandidates(format: unknown): readonly string[];
