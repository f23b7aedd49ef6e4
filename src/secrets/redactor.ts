/**
 * The one redactor (issue 12 "Redaction at the source"): given the secret values of a run (see
 * `secret-values.ts`), it replaces each with {@link REDACTED} in text and inside JSON values, so a server that
 * echoes a token, an environment value or a header cannot leak it into a report, the console, the job summary, the
 * PR comment, an annotation, a badge or a recorder trace. The client applies it to what a server sends as it
 * arrives (so excerpts cut later never hold half a secret); the engine applies it once more to the whole scorecard,
 * and the Action once more with the GitHub token, before anything is rendered.
 *
 * Each secret is also matched in the forms it takes when echoed inside JSON text (escaped), in a URL
 * (percent-encoded), and base64-encoded (standard and URL-safe alphabets, at each of the three byte offsets it can
 * start at inside a longer encoded text: a server that logs `Authorization: Basic …` or echoes a token as base64).
 * Longer secrets are replaced first, so a secret containing another is removed whole.
 */

/** What a secret is replaced with. */
export const REDACTED = "[redacted]";

/** Nesting below which {@link Redactor.json} stops copying and puts a marker instead (a guard for values built in code; parsed frames are pruned long before). */
const MAX_JSON_DEPTH = 512;

/** Base64 forms shorter than this are not matched: so short a run of base64 characters can occur in any text. */
const MIN_BASE64_FORM_CHARS = 8;

/**
 * The base64 characters that encode `secret` whatever surrounds it (RFC 4648 §4 and §5): for each offset 0–2 of its
 * first byte within a 3-byte group, the characters whose 6 bits all come from the secret's bytes. The characters at
 * either end mix in the neighbouring bytes and are left out, so the form is found inside any longer encoded text.
 */
function base64Forms(secret: string): string[] {
  const bytes = Buffer.from(secret, "utf8");
  const forms: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString("base64");
    const stable = encoded.slice(Math.ceil((8 * offset) / 6), Math.floor((8 * (offset + bytes.length)) / 6));
    if (stable.length < MIN_BASE64_FORM_CHARS) continue;
    const urlSafe = stable.replace(/\+/g, "-").replace(/\//g, "_");
    forms.push(stable, urlSafe, encodeURIComponent(stable));
  }
  return forms;
}

/** The forms a secret takes when a server echoes it: as given, JSON-escaped, percent-encoded, base64-encoded. */
function formsOf(secret: string): string[] {
  const forms = new Set([secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret), ...base64Forms(secret)]);
  return [...forms].filter((form) => form.length > 0);
}

/** Replaces secrets in text and JSON values. Immutable; {@link Redactor.with} makes a larger one. */
export class Redactor {
  /** Every form of every secret, longest first. */
  private readonly forms: string[];
  private readonly secrets: string[];

  /** `secrets`: the values to hide (empty strings are ignored; no length rule is applied here). */
  constructor(secrets: Iterable<string> = []) {
    this.secrets = [...new Set([...secrets].filter((s) => s.length > 0))];
    this.forms = [...new Set(this.secrets.flatMap(formsOf))].sort((a, b) => b.length - a.length);
  }

  /** A redactor with nothing to hide: every method returns its input. */
  static readonly none = new Redactor();

  /** True when there is anything to redact. */
  get active(): boolean {
    return this.forms.length > 0;
  }

  /** The secret values, as given (for `with` and for faces that must mask them in a log). */
  values(): readonly string[] {
    return this.secrets;
  }

  /** A redactor hiding these secrets and `more`. */
  with(more: Iterable<string>): Redactor {
    return new Redactor([...this.secrets, ...more]);
  }

  /** `text` with every form of every secret replaced by {@link REDACTED}. */
  text(text: string): string {
    let out = text;
    for (const form of this.forms) if (out.includes(form)) out = out.split(form).join(REDACTED);
    return out;
  }

  /**
   * The last `maxChars` characters of `text` (a log kept as a window), redacted; a window that starts inside a
   * secret (its last characters, at least 3) has that part redacted too.
   */
  tail(text: string, maxChars = text.length): string {
    if (!this.active) return text.slice(-maxChars);
    let out = this.text(text).slice(-maxChars);
    for (const form of this.forms) {
      for (let k = Math.min(form.length - 1, out.length); k >= 3; k--) {
        if (out.startsWith(form.slice(-k))) {
          out = REDACTED + out.slice(k);
          break;
        }
      }
    }
    return out;
  }

  /**
   * A copy of a JSON value with every string (keys included) redacted; the same value when there is nothing to
   * redact. Objects are copied as plain objects; values nested deeper than 512 levels become a marker string.
   */
  json<T>(value: T): T {
    if (!this.active) return value;
    const walk = (v: unknown, depth: number): unknown => {
      if (typeof v === "string") return this.text(v);
      if (v === null || typeof v !== "object") return v;
      if (depth >= MAX_JSON_DEPTH) return "[nested too deep]";
      if (Array.isArray(v)) return v.map((x) => walk(x, depth + 1));
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[this.text(k)] = walk(x, depth + 1);
      return out;
    };
    return walk(value, 0) as T;
  }
}
