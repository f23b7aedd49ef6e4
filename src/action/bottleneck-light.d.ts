/** `bottleneck/light.js` (what the Octokit throttling plugin uses) is Bottleneck without Redis clustering: the same API. */
declare module "bottleneck/light.js" {
  import Bottleneck from "bottleneck";
  export default Bottleneck;
}
