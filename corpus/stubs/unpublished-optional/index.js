// Behaves like the missing module it stands in for: see package.json.
const error = new Error("Cannot find module '@sylphx/gust-napi' (not published on the npm registry)");
error.code = "MODULE_NOT_FOUND";
throw error;
