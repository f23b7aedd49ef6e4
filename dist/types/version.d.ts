/** This package's version, reported in clientInfo, reports and `--version`. Kept equal to package.json's by a test. */
export declare const VERSION = "0.1.0";
/**
 * The README's address (`<repository URL>#readme`), the base of each rule's help link in SARIF (`helpUri` =
 * this resolved with the rule's anchor). Derived from package.json's `repository`; undefined while package.json
 * names none (SARIF rules then carry no help link). Kept equal to package.json by a test.
 */
export declare const README_URL: string | undefined;
