/** The Action's entry point (`action.yml` → `dist/index.js`): only runs `run()` (STYLE.md "Thin entry files"). */
import { run } from "./main.js";

// run() never throws: it reports every failure through core.setFailed (process.exitCode = 1).
void run();
