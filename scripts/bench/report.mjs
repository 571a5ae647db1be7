// The Markdown report of a run's results (the JSON beside it holds the same figures, unrounded).
import { BARE, CONNECTIONS, median } from './cli.mjs';

const f0 = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '');
const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : '');
const f2 = (n) => (Number.isFinite(n) ? n.toFixed(3) : '');
const pct = (n) => (Number.isFinite(n) ? `${Math.round(n * 100)} %` : '');
const times = (n) => (Number.isFinite(n) ? `${n.toFixed(2)}x` : '');
/** A score: a median of an even number of runs can fall between two whole points. */
const score = (n) => (Number.isFinite(n) ? String(Math.round(n * 2) / 2) : '');
/** The paired score differences: their median, then each run's, e.g. "-3 (-3, -1, -5)". */
const perfGap = (gaps) => (gaps?.length ? `${score(median(gaps))} (${gaps.join(', ')})` : '');

/** Lighthouse's CPU benchmark index over the report's rows (each a median of its runs). */
function benchmarkRange(rows) {
  const xs = rows.map((l) => l.benchmarkIndex).filter(Number.isFinite);
  if (!xs.length) return '';
  return `, Lighthouse's CPU benchmark index ${Math.round(median(xs))} (${Math.round(Math.min(...xs))} to ${Math.round(Math.max(...xs))})`;
}

/** A table's header and alignment rows, with a Build column after the first when `builds`. */
function head(columns, aligns, builds) {
  const cols = builds ? [columns[0], 'Build', ...columns.slice(1)] : columns;
  const al = builds ? [aligns[0], '---', ...aligns.slice(1)] : aligns;
  return [`| ${cols.join(' | ')} |`, `| ${al.join(' | ')} |`];
}
const rowOf = (cells, build, builds) =>
  `| ${(builds ? [cells[0], build ?? '', ...cells.slice(1)] : cells).join(' | ')} |`;

/**
 * One line per page and build: what a reviewer reads first (the tables after it hold the rest).
 */
function summary(r, builds) {
  const h2 = r.transport === 'https-h2';
  const main = h2 ? 'HTTP/2' : 'HTTP/1.1';
  const plain = r.lighthouse.some((l) => l.plain);
  const loadRows = r.load.memory ?? [];
  const lines = [
    '## Summary',
    '',
    `Mobile Lighthouse, medians of ${r.runs} runs, each page beside the bare Next.js page measured in the same rounds (its score and LCP in brackets); JavaScript: first load, gzip, and its excess over the bare page's; load: requests per second as a share of the bare page's, memory store.`,
    '',
    ...head(
      [
        'Page',
        `Perf ${main} (bare)`,
        `LCP ms ${main} (bare)`,
        `LCP / bare ${main}`,
        ...(plain ? ['Perf HTTP/1.1 (bare)', 'LCP ms HTTP/1.1 (bare)', 'LCP / bare HTTP/1.1'] : []),
        'TBT ms',
        'CLS',
        'JS kB (over bare)',
        'HTML kB',
        'Load vs bare',
      ],
      ['---', ...Array(plain ? 11 : 8).fill('---:')],
      builds,
    ),
  ];
  for (const page of r.pages) {
    for (const b of r.builds) {
      const l = r.lighthouse.find((x) => x.page === page && x.preset === 'mobile' && x.build === b);
      const j = r.js.find((x) => x.page === page && x.build === b);
      const load = loadRows.find((x) => x.target.startsWith(`GET ${page} (`) && x.build === b);
      const x = l?.plain;
      lines.push(
        rowOf(
          [
            page,
            l ? `${score(l.performance)} (${score(l.bare?.performance)})` : '',
            l ? `${f0(l.lcp)} (${f0(l.bare?.lcp)})` : '',
            times(l?.lcpRatio),
            ...(plain
              ? [
                  x ? `${score(x.performance)} (${score(x.bare.performance)})` : '',
                  x ? `${f0(x.lcp)} (${f0(x.bare.lcp)})` : '',
                  times(x?.lcpRatio),
                ]
              : []),
            f0(l?.tbt),
            f2(l?.cls),
            j ? `${f1(j.kB)} (${f1(j.excess)})` : '',
            f1(j?.htmlKB),
            pct(load?.ratio),
          ],
          b,
          builds,
        ),
      );
    }
  }
  return lines;
}

export function report(r) {
  const builds = r.builds.length > 1;
  const lines = [
    `# Benchmark report`,
    '',
    `\`${r.command}\`: ${r.builds.join(' against ')}; ${r.date}, ${r.machine}, ${r.minutes} min. Load: ${CONNECTIONS} connections, ${r.duration} s per target per round after a 2 s warm-up, every target in turn in each of ${r.loadRounds} round(s), medians (a ratio: the median of its rounds' ratios); Lighthouse: median of ${r.runs} runs${benchmarkRange(r.lighthouse)}.`,
    '',
    ...summary(r, builds),
    '',
  ];
  const bareJs = r.js.find((j) => j.page === BARE);
  lines.push(
    '## First-load JavaScript (gzip) and HTML',
    '',
    `JavaScript: the gzip size of the scripts a page loads first; the bare Next page loads ${f1(bareJs?.kB)} kB. HTML: the document as served, before compression: its markup plus the inline RSC payload (the page's content again, as the data React hydrates from).`,
    '',
    ...head(
      [
        'Page',
        'Scripts',
        'JS kB',
        'Over the bare floor',
        'HTML kB',
        'Markup kB',
        'Inline payload kB',
        'HTML gzip kB',
        'Inline SVGs',
        'Preloaded fonts kB',
      ],
      ['---', ...Array(9).fill('---:')],
      builds,
    ),
  );
  for (const j of r.js)
    lines.push(
      rowOf(
        [
          j.page,
          j.files,
          f1(j.kB),
          j.page === BARE ? '' : `${f1(j.excess)} kB`,
          f1(j.htmlKB),
          f1(j.markupKB),
          f1(j.payloadKB),
          f1(j.gzipKB),
          j.svgs ?? '',
          f1(j.fontKB),
        ],
        j.build,
        builds,
      ),
    );
  if (r.lighthouse.length) lines.push(...lighthouseTables(r, builds));
  for (const [store, rows] of Object.entries(r.load)) {
    if (!Array.isArray(rows)) continue;
    lines.push(
      '',
      `## HTTP load (${store} store)`,
      '',
      ...head(
        [
          'Target',
          'req/s',
          'p50 ms',
          'p99 ms',
          'non-2xx',
          'Server CPU',
          'Load generator CPU',
          'Floor',
          'Floor req/s',
          'Ratio',
          'Rounds',
        ],
        ['---', '---:', '---:', '---:', '---:', '---:', '---:', '---', '---:', '---:', '---'],
        builds,
      ),
    );
    for (const x of rows)
      lines.push(
        rowOf(
          [
            x.target,
            f0(x.rps),
            f0(x.p50),
            f0(x.p99),
            x.non2xx,
            pct(x.serverCpu),
            pct(x.clientCpu),
            x.floor,
            f0(x.floorRps),
            pct(x.ratio),
            (x.ratios ?? []).map(pct).join(', '),
          ],
          x.build,
          builds,
        ),
      );
  }
  if (r.load.mongodbUnavailable)
    lines.push('', `MongoDB load figures: not measured (no mongod: ${r.load.mongodbUnavailable}).`);
  if (r.error) lines.push('', '## The run stopped', '', '```', r.error, '```');
  return lines.join('\n') + '\n';
}

function lighthouseTables(r, builds) {
  const floorOf = (preset) => r.lighthouse.find((l) => l.preset === preset && l.page === BARE);
  const lines = [
    '',
    '## Lighthouse',
    '',
    `${r.transport === 'https-h2' ? 'Every page, the bare page too, served over HTTPS and HTTP/2 by an nginx in front of `next start`, as visitors get a deployment (Vercel, or `next start` behind a reverse proxy). ' : 'Every page served over plain HTTP/1.1 by `next start` itself. '}Median of ${r.runs} runs per page and preset; "bare" is the bare Next page in the same preset: on mobile, from its runs alternating with the page's (bare, page, bare, page...; with two builds bare, before, after), "LCP / bare" the median of the runs' ratios; on desktop, from its runs at the start.`,
    '',
    ...head(
      [
        'Page',
        'Preset',
        'Perf',
        'Bare perf',
        'Perf - bare, run by run',
        'A11y',
        'Best pr.',
        'SEO',
        'FCP ms',
        'LCP ms',
        'Bare LCP ms',
        'LCP / bare',
        'LCP, scripts blocked ms',
        'TBT ms',
        'Bare TBT ms',
        'Main thread: scripts ms',
        'Style and layout ms',
        'Paint ms',
        'Other ms',
        'CLS',
        'TTFB ms',
        'First paint seen ms',
        'LCP waited for kB',
        'Of it scripts kB',
      ],
      ['---', '---', ...Array(22).fill('---:')],
      builds,
    ),
  ];
  for (const l of r.lighthouse) {
    const bare = l.bare ?? floorOf(l.preset);
    const lcpRatio = l.lcpRatio ?? (bare ? l.lcp / bare.lcp : NaN);
    lines.push(
      rowOf(
        [
          l.page,
          l.preset,
          score(l.performance),
          score(bare?.performance),
          perfGap(l.perfGaps),
          score(l.accessibility),
          score(l.bestPractices),
          score(l.seo),
          f0(l.fcp),
          f0(l.lcp),
          f0(bare?.lcp),
          times(lcpRatio),
          f0(l.lcpNoScripts),
          f0(l.tbt),
          f0(bare?.tbt),
          f0(l.scriptMs),
          f0(l.styleLayoutMs),
          f0(l.paintMs),
          f0(l.otherMs),
          f2(l.cls),
          f0(l.ttfb),
          f0(l.paintSeen),
          f1(l.lcpKb),
          f1(l.lcpScriptKb),
        ],
        l.build,
        builds,
      ),
    );
  }
  lines.push(
    '',
    'FCP, LCP and TBT are simulated (slow 4G, 4x slower CPU for mobile). "First paint seen" is when the page first painted in the real, unthrottled load the simulation starts from: every request that finished before that paint counts towards the simulated LCP, scripts too unless they ran after it in a task of 10 ms or more. "LCP waited for" is the bytes (as transferred) that the simulation replays on its slow connection before the largest element shows, read from the trace of each run by those rules; "of it scripts" is the JavaScript among them. "LCP, scripts blocked" (mobile, with `--scripts-blocked`) is the same simulation with Next.js\'s scripts kept from loading: what the page\'s own document, stylesheet, fonts and images cost. "Main thread" is Lighthouse\'s breakdown of the main thread\'s work over the whole load (on mobile four times what the unthrottled load took, as the simulation counts it): the blocking time is made of these tasks.',
  );
  const plain = r.lighthouse.filter((l) => l.plain);
  if (!plain.length) return lines;
  lines.push(
    '',
    '## Lighthouse mobile over plain HTTP/1.1',
    '',
    `The same pages and the bare page from \`next start\` itself, without TLS and over HTTP/1.1, in runs alternating with those above, median of ${r.runs}: what the transport alone does. Over HTTP/1.1 Lighthouse's simulation gives each request a page makes at once (its stylesheet and fonts) a new connection with its own handshake and slow start, where HTTP/2 sends them over the document's warm connection.`,
    '',
    ...head(
      [
        'Page',
        'Perf',
        'Bare perf',
        'Perf - bare, run by run',
        'FCP ms',
        'LCP ms',
        'Bare LCP ms',
        'LCP / bare',
        'TBT ms',
        'Bare TBT ms',
        'First paint seen ms',
        'LCP waited for kB',
      ],
      ['---', ...Array(11).fill('---:')],
      builds,
    ),
  );
  for (const l of plain) {
    const x = l.plain;
    lines.push(
      rowOf(
        [
          l.page,
          score(x.performance),
          score(x.bare.performance),
          perfGap(x.perfGaps),
          f0(x.fcp),
          f0(x.lcp),
          f0(x.bare.lcp),
          times(x.lcpRatio),
          f0(x.tbt),
          f0(x.bare.tbt),
          f0(x.paintSeen),
          f1(x.lcpKb),
        ],
        l.build,
        builds,
      ),
    );
  }
  return lines;
}
