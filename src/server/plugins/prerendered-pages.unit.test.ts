import { describe, expect, it } from "vitest";
import { fillTemplate } from "./prerendered-pages.js";

describe("fillTemplate", () => {
  const template = '<html><head><title>Macrowise</title></head><body><div id="root"></div></body></html>';

  it("puts the markup in the root, the title in the head and the state in a JSON block", () => {
    const html = fillTemplate(
      template,
      { html: "<h1>Hi</h1>", title: "Pricing | Macrowise", classMerges: ["flex", ["p-2 p-4", "p-4"]] },
      {
        paymentsConfig: { provider: "off", mode: "test" },
        locale: "en",
      },
    );
    expect(html).toContain("<title>Pricing | Macrowise</title>");
    expect(html).toContain('<div id="root"><h1>Hi</h1></div><script type="application/json" id="server-state">');
    expect(html).toContain(
      '{"paymentsConfig":{"provider":"off","mode":"test"},"locale":"en","classMerges":["flex",["p-2 p-4","p-4"]]}',
    );
  });

  it("escapes a title and keeps the state from ending its script early", () => {
    const html = fillTemplate(
      template,
      { html: "", title: "<b>&", classMerges: ["</script><script>alert(2)//"] },
      {
        paymentsConfig: { provider: "local", mode: "</script><script>alert(1)//" as "test" },
        locale: "en",
      },
    );
    expect(html).toContain("<title>&lt;b&gt;&amp;</title>");
    expect(html).not.toContain("</script><script>alert(1)");
    expect(html).not.toContain("</script><script>alert(2)");
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
