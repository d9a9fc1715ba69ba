import { firstLoadFailures, firstLoadTable, measureFirstLoad, type Account, type FirstLoadSection } from './first-load.js';
import { benchmarkIndexText, lighthouseMisses, lighthouseTable, measureLighthouse, type LighthouseSection } from './lighthouse.js';
import { measurePhoneLoad, phoneLoadTable, type PhoneLoadSection } from './phone-load.js';
import type { Settings } from './settings.js';
import { startTlsProxy, tlsProxyUnavailable, type TlsProxy } from './tls-proxy.js';

/** What the browser parts of the benchmark found; each is absent when its setting turned it off. */
export type BrowserParts = { firstLoad?: FirstLoadSection; lighthouse?: LighthouseSection; phone?: PhoneLoadSection; servedBy?: string };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * First-load bytes and Lighthouse scores, measured in Chromium against the real server of the
 * first phase (signed-in routes with the demo accounts' tokens). A part that cannot run here says
 * why and is skipped; it never stops the rest of the benchmark.
 */
export async function runBrowserParts(settings: Settings, baseUrl: string, tokens: Record<Account, string>): Promise<BrowserParts> {
  const parts: BrowserParts = {};
  if (settings.firstLoad) {
    console.log('First load in Chromium (empty cache, compressed as the server sends it):');
    try {
      parts.firstLoad = await measureFirstLoad(baseUrl, tokens);
    } catch (error) {
      parts.firstLoad = { skipped: `failed: ${errorText(error)}`, results: [] };
    }
    if (parts.firstLoad.skipped) console.log(`  skipped: ${parts.firstLoad.skipped}`);
  }
  if (settings.lighthouse) {
    // The phone measurements load the screens as users do: through the shipped proxy, TLS and HTTP/2.
    const unavailable = settings.proxy ? tlsProxyUnavailable() : 'BENCH_PROXY=0';
    let proxy: TlsProxy | null = null;
    try {
      proxy = unavailable ? null : await startTlsProxy(Number(new URL(baseUrl).port));
    } catch (error) {
      parts.servedBy = `directly over HTTP/1.1 (the proxy failed: ${errorText(error)})`;
    }
    parts.servedBy ??= proxy ? 'through the shipped proxy (deploy/haproxy*.cfg): TLS and HTTP/2' : `directly over HTTP/1.1 (${unavailable})`;
    const screensUrl = proxy?.url ?? baseUrl;
    console.log(`Lighthouse (performance and accessibility, mobile and desktop presets), served ${parts.servedBy}:`);
    try {
      parts.lighthouse = await measureLighthouse(screensUrl, tokens, settings.lighthouseRuns);
    } catch (error) {
      parts.lighthouse = { skipped: `failed: ${errorText(error)}`, results: [] };
    }
    if (parts.lighthouse.skipped) console.log(`  skipped: ${parts.lighthouse.skipped}`);
    // Beside the simulation, the same phone applied: what the screens' loads actually wait for.
    console.log('The first screens on an emulated phone (applied throttling, the median of three loads):');
    try {
      parts.phone = await measurePhoneLoad(screensUrl, tokens);
    } catch (error) {
      parts.phone = { skipped: `failed: ${errorText(error)}`, results: [] };
    }
    if (parts.phone.skipped) console.log(`  skipped: ${parts.phone.skipped}`);
    await proxy?.stop();
  }
  return parts;
}

/** The tables of the browser parts, for the end of the run. */
export function browserPartsText(parts: BrowserParts): string {
  const out: string[] = [];
  if (parts.firstLoad) {
    out.push('First load (scripts and stylesheets until the network is idle; "uncompressed" = the same files without compression, the baseline):');
    out.push(parts.firstLoad.skipped ? `skipped: ${parts.firstLoad.skipped}` : firstLoadTable(parts.firstLoad));
    for (const failure of firstLoadFailures(parts.firstLoad)) out.push(`FAILED — ${failure}`);
  }
  if (parts.lighthouse) {
    const version = parts.lighthouse.lighthouse ? ` ${parts.lighthouse.lighthouse}` : '';
    out.push(`\nLighthouse${version} (simulated throttling; scores move a few points between runs, more on a busy machine), served ${parts.servedBy}:`);
    out.push(parts.lighthouse.skipped ? `skipped: ${parts.lighthouse.skipped}` : lighthouseTable(parts.lighthouse));
    for (const miss of lighthouseMisses(parts.lighthouse)) out.push(`below target — ${miss}`);
    const machine = benchmarkIndexText(parts.lighthouse);
    if (machine) out.push(machine);
  }
  if (parts.phone) {
    out.push('\nOn an emulated phone (applied throttling as Lighthouse mobile: 150 ms round trips, 1.6 Mbit/s, CPU 4×; median of three loads):');
    out.push(parts.phone.skipped ? `skipped: ${parts.phone.skipped}` : phoneLoadTable(parts.phone));
  }
  return out.join('\n');
}

/** A screen that did not load or went over its budget fails the run; Lighthouse scores only warn. */
export const browserPartsFailed = (parts: BrowserParts) => (parts.firstLoad ? firstLoadFailures(parts.firstLoad).length > 0 : false);
