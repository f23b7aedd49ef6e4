/**
 * Tool poisoning: text in a tool definition or the instructions that instructs the model against its user —
 * to keep something from the user, to drop its other instructions, or to obey a block dressed as a system
 * message. The pattern is the one Invariant Labs published as "tool poisoning attacks" (an `<IMPORTANT>`
 * block in an innocent tool's description: read `~/.ssh/id_rsa`, pass it along, "do not mention that you
 * first need to read the file"), and the OWASP LLM01 prompt-injection phrasings.
 *
 * Matching reads a normalised form of the text (hidden characters removed, NFKC, look-alike Cyrillic/Greek
 * letters mapped to Latin, quotes straightened, Markdown emphasis dropped, whitespace collapsed, lower
 * case), so zero-width characters, full-width letters or `**not**` do not evade it. What it does not
 * report: guidance that protects a secret ("never reveal the API key to the user"), telling the user to do
 * something ("do not tell the user to restart"), and documentation of environment variables, `.env` files
 * or code samples.
 */
import { type Finding } from "../findings/finding.js";
import { type TextSource } from "./text-sources.js";
/**
 * The form the poisoning patterns read: hidden characters stripped, NFKC-normalised, look-alikes mapped,
 * curly quotes straightened, Markdown emphasis/code marks and `_` turned into spaces, whitespace collapsed,
 * lower case. `"Do **NOT** tell\u200B the user"` → `"do not tell the user"`.
 */
export declare function normaliseForMatching(text: string): string;
/**
 * Lints prose sources (titles, descriptions, schema descriptions, instructions; names and values are
 * skipped) for `poisoning-conceal` and `poisoning-override` (errors) and `instruction-block` (warning):
 * at most one finding per rule per source, quoting the first phrase and counting the others. Never throws.
 */
export declare function lintPoisoning(sources: readonly TextSource[]): Finding[];
