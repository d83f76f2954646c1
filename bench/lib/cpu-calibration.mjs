// Lighthouse simulates a mid-range phone by multiplying the CPU time it observes on the host by
// `cpuSlowdownMultiplier` (4 by default, chosen for a typical desktop). On a slower host the same
// 4× makes a slower phone, so the same code scores worse: the bench cannot tell code from host.
// Lighthouse's throttling documentation ("Calibrating multipliers") maps the host's
// `benchmarkIndex` — a fixed piece of work it times in the page at the start of every run — to the
// multiplier that emulates the reference device. These are that mapping's anchor points; between
// them the multiplier is interpolated linearly, and above the last one it keeps the last slope.

/** [benchmarkIndex, cpuSlowdownMultiplier] pairs, ascending. */
const ANCHORS = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [2000, 6],
];

/** The CPU slowdown that makes a host with `benchmarkIndex` emulate Lighthouse's reference phone. */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= ANCHORS[0][0]) return ANCHORS[0][1];
  for (let i = 1; i < ANCHORS.length; i++) {
    const [x1, y1] = ANCHORS[i];
    const [x0, y0] = ANCHORS[i - 1];
    if (benchmarkIndex <= x1 || i === ANCHORS.length - 1) {
      return round2(y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0));
    }
  }
  return ANCHORS.at(-1)[1];
}

const round2 = (n) => Math.round(n * 100) / 100;
