import { processIo } from "./io.js";
import { runCli } from "./main.js";

// Thin entry: all work lives in runCli, which tests call directly.
void runCli(process.argv.slice(2), processIo()).then((code) => {
  process.exitCode = code;
  // Safety net: whatever is left (it should be nothing) may not keep a finished run alive.
  setTimeout(() => process.exit(code), 3000).unref();
});
