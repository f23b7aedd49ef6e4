/** This package's version, reported in clientInfo, reports and `--version`. Kept equal to package.json's by a test. */
export const VERSION = "0.1.0";
