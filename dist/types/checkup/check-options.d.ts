import { type CheckupOptions } from "./options.js";
/**
 * Checks every option `runCheckup` reads, as the faces check their inputs (the same bounds: `cases` 1–50, `seed`
 * 0–2³²−1, `timeoutMs` up to a day). `serverJson` is not checked (only `readCheckupOptions` makes one).
 * @throws UsageError naming the first bad option and what it accepts, e.g.
 *   `runCheckup: options.cases is 0; expected a whole number from 1 to 50`. The target's and the secrets' values are
 *   never shown, only what was wrong with them.
 */
export declare function checkCheckupOptions(options: CheckupOptions): void;
