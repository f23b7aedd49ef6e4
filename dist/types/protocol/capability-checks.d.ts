import { type CheckTiming, type StepSpec } from "./step.js";
/** Tools served (one `tools/list` page has any) but `capabilities.tools` not declared. */
export declare function toolsCapabilityCheck({ timeoutMs }: CheckTiming): StepSpec;
/** Each declared `prompts` / `resources` capability answers its list method with a list. */
export declare function declaredCapabilitiesCheck({ timeoutMs }: CheckTiming): StepSpec;
