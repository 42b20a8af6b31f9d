/**
 * How the e2e specs and the benches start Debian's chromium (DESIGN §3: Playwright cannot download
 * its own browser here), one owner for playwright.config.ts, bench-web, bench-inbox and
 * bundle-report. Plain Node, so the Playwright config and the tsx scripts both import it.
 *
 * `--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup`: Chromium 156 run headless is the
 * whole browser, and every new window (each Playwright context opens one) preloads the address
 * bar's popup, a WebUI page of ~50 scripts, in a renderer of its own. A user's browser has done
 * that once, long before they open the app; here it took 250-350 ms of CPU beside each page the
 * specs and benches load, on two cores (issue 17, decision record 013 twelfth step).
 * `WebUIOmniboxAimPopup,WebUIOmniboxFullPopup`: Debian's 156.0.8078.114 preloads the popup's
 * AI-mode page instead (`chrome://omnibox-popup.top-chrome/omnibox_popup_aim.html`, found with
 * CDP `Target.getTargets`), 280-360 ms of CPU in a renderer of its own after each `newPage`, the
 * first flag no longer covering it (decision record 013, fourteenth step).
 */

/** @returns {{ executablePath: string, args: string[] }} */
export function chromiumLaunchOptions() {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
    ],
  };
}
