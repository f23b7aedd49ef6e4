/**
 * The schema's problems with `doc`, one line each (`/packages/0 must have required property 'transport'`),
 * deduplicated and at most {@link MAX_PROBLEMS}; `anyOf` branch noise is reduced to the `anyOf` line itself, and the
 * `description` length is left to its own rule.
 */
export declare function serverJsonProblems(doc: unknown): string[];
