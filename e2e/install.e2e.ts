import jsQR from "jsqr";
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "./support/accounts.js";
import { setupBrowser } from "./support/browser.js";

const b = setupBrowser({ viewport: { width: 390, height: 844 } });

/** Reads a QR code image the way a phone camera would: from its pixels. */
async function decodeQr(image: Locator): Promise<string | null> {
  const pixels = await image.evaluate(async (node) => {
    const img = node as HTMLImageElement;
    await img.decode();
    const size = 400;
    const canvas = document.createElement("canvas");
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d context");
    context.fillStyle = "#fff";
    context.fillRect(0, 0, size, size);
    context.drawImage(img, 0, 0, size, size);
    return { data: Array.from(context.getImageData(0, 0, size, size).data), size };
  });
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.size, pixels.size)?.data ?? null;
}

describe("the install page", () => {
  it("shows QR codes of this instance's own install address and the steps for iOS and Android", async () => {
    const { page, baseUrl } = b;
    await page.goto("/install");
    await page.getByRole("heading", { name: "Install the App" }).waitFor();
    expect(await page.getByRole("button", { name: "Mobile" }).getAttribute("aria-pressed")).toBe("true");

    const iosQr = page.getByRole("img", { name: /QR code: scan it with your iPhone or iPad/ });
    expect(await decodeQr(iosQr)).toBe(`${baseUrl}/install?platform=ios`);
    for (const step of ["Safari", "Share", "Add to Home Screen"])
      await page.getByRole("tabpanel").getByText(step).first().waitFor();
    await expectAccessible(page, "install page, iOS");

    await page.getByRole("tab", { name: "Android" }).click();
    const androidQr = page.getByRole("img", { name: /QR code: scan it with your Android phone/ });
    expect(await decodeQr(androidQr)).toBe(`${baseUrl}/install?platform=android`);
    for (const step of ["Chrome", "menu", "Install app"])
      await page.getByRole("tabpanel").getByText(step).first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it("opens on the platform a scanned code names, and explains desktop installation", async () => {
    const { page } = b;
    await page.goto("/install?platform=android");
    await page.getByRole("tabpanel", { name: "Android" }).waitFor();
    await page.getByRole("heading", { name: "Install on Android" }).waitFor();

    await page.getByRole("button", { name: "Desktop" }).click();
    await page.getByRole("heading", { name: "Install on your computer" }).waitFor();
    await page.getByText(/install icon at the right end of the address bar/).waitFor();
    await page.getByText(/Firefox and Safari on desktop have limited support/).waitFor();
    await page.getByRole("heading", { name: "Benefits" }).waitFor();
    expect(new URL(page.url()).searchParams.get("platform")).toBe("desktop");
    await expectAccessible(page, "install page, desktop");
  });
});
