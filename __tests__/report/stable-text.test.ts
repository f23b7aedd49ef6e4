import { describe, expect, it } from "vitest";
import { stableText } from "../../src/report/stable-text.js";

describe("stableText", () => {
  it("takes the run's salt out of probe record markers, keeping the field", () => {
    expect(stableText("wrote tsp3f9a12c0title, read tsp3f9a12c0body")).toBe("wrote tsp…title, read tsp…body");
  });

  it("leaves other text alone", () => {
    expect(stableText("tspx and tsp123 stay")).toBe("tspx and tsp123 stay");
  });
});
