// Quiz coverage: how long core's coverage check of the full default skincare quiz (3,780 ways of
// answering) takes in Chromium, where the studio runs it while the owner edits (decision 025: under
// one second). On a shared machine compare the ratio: the same page times a fixed baseline in the
// same run — JSON round trips of the definition, as much plain allocation and string work as a
// check does, none of core's code — and the check is reported as a multiple of it.
/* global window -- the functions passed to page.evaluate run in the page */
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { ROOT } from '../lib/paths.mjs';
import { median } from '../lib/stats.mjs';

const RUNS = 7;

// Bundled for the page: the check, the default definition and a catalogue that has every product it names.
const PAGE_SCRIPT = `
  import { checkCoverage } from './packages/core/src/quiz/definition/coverage.ts';
  import { defaultDefinitions } from './packages/core/src/quiz/definition/defaults.ts';
  const definition = defaultDefinitions.skincare;
  const catalogue = new Map(definition.sections.flatMap((s) => s.slots.flatMap((slot) => slot.rules.map((rule) => [rule.product, { inStock: true }]))));
  const time = (work) => { const started = performance.now(); const result = work(); return { ms: performance.now() - started, result }; };
  window.__coverage = () => {
    const { ms, result } = time(() => checkCoverage(definition, catalogue));
    return { ms, combinations: result.combinations.length, errors: result.errors.length };
  };
  window.__baseline = () => time(() => {
    let length = 0;
    for (let i = 0; i < 200; i++) length += JSON.parse(JSON.stringify(definition)).questions.length;
    return length;
  }).ms;
`;

export async function measureQuizCoverage({ log }) {
  const bundle = await build({
    stdin: { contents: PAGE_SCRIPT, resolveDir: ROOT, sourcefile: 'quiz-coverage-bench.ts', loader: 'ts' },
    bundle: true,
    format: 'iife',
    write: false,
    minify: true,
    target: 'es2022',
    absWorkingDir: path.resolve(ROOT),
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>quiz coverage</title>');
    await page.addScriptTag({ content: bundle.outputFiles[0].text });
    // One warm-up of each, then baseline and check alternate so load from other processes hits both alike.
    await page.evaluate(() => [window.__baseline(), window.__coverage()]);
    const checks = [];
    const baselines = [];
    let combinations = 0;
    for (let run = 0; run < RUNS; run++) {
      baselines.push(await page.evaluate(() => window.__baseline()));
      const check = await page.evaluate(() => window.__coverage());
      checks.push(check.ms);
      combinations = check.combinations;
      if (check.errors !== 0) throw new Error(`the default skincare quiz has ${check.errors} coverage error(s)`);
    }
    const result = { combinations, medianMs: median(checks), baselineMs: median(baselines), samplesMs: checks };
    result.ratio = result.medianMs / result.baselineMs;
    log(
      `  skincare coverage check: median ${Math.round(result.medianMs)} ms over ${combinations} ways of answering (${result.ratio.toFixed(2)} × baseline ${Math.round(result.baselineMs)} ms)`,
    );
    return result;
  } finally {
    await browser.close();
  }
}
