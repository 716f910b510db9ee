// What the Lighthouse benches share: Chromium as this machine runs it, waiting for the server,
// and one audit (run again when Lighthouse failed to record it), optionally saved for study.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Headless Chromium without the background traffic this machine's closed network refuses. */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * The built server on `port` in production mode, with a fresh data folder, waiting until it
 * answers. `stop()` ends it and removes the folder.
 */
export async function startServer({ port, script, env = {}, stdio = 'ignore' }) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-lh-'));
  const server = spawn('node', [script ?? 'dist/server/server.js'], {
    stdio,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      APP_URL: base,
      ...env,
    },
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(base);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

async function waitForServer(base) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

/** The value of `--name=` on the command line, or undefined. */
export function stringArg(name) {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/**
 * One Lighthouse audit of `url`. Lighthouse now and then fails to record a trace (NO_NAVSTART)
 * and asks to be run again: such a run measured nothing, so it is run again (at most twice)
 * rather than counted. With `save`, the report is written to save.dir/save.name.json.
 */
export async function audit(url, flags, config, save) {
  let { lhr } = await lighthouse(url, { output: 'json', logLevel: 'error', ...flags }, config);
  for (let retry = 0; retry < 2 && lhr.runtimeError; retry++) {
    ({ lhr } = await lighthouse(url, { output: 'json', logLevel: 'error', ...flags }, config));
  }
  if (save?.dir) {
    mkdirSync(save.dir, { recursive: true });
    writeFileSync(path.join(save.dir, `${save.name}.json`), JSON.stringify(lhr));
  }
  return lhr;
}
