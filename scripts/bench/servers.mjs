// The servers the bench measures: `next start` for each app, nginx as a floor, and nginx as the
// HTTPS and HTTP/2 front Lighthouse measures through.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http2 from 'node:http2';
import path from 'node:path';
import { ADMIN, SECRET, env, log, nextBin, root } from './cli.mjs';

async function waitFor(url, timeout = 60_000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

export async function startNext(dir, port, extraEnv = {}) {
  const child = spawn(
    process.execPath,
    [nextBin(dir), 'start', '-H', '127.0.0.1', '-p', String(port)],
    {
      cwd: dir,
      env: { ...env, ...extraEnv },
      stdio: 'ignore',
    },
  );
  await waitFor(`http://127.0.0.1:${port}/`);
  return child;
}

export function appEnv(port, store) {
  return {
    NEXTAUTH_SECRET: SECRET,
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_LOGIN: '100000',
    ...(store.uri ? { DATA_STORE: 'mongodb', MONGODB_URI: store.uri } : { DATA_STORE: 'memory' }),
  };
}

export async function stop(child) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

export function ensureNginx() {
  if (spawnSync('sh', ['-c', 'command -v nginx']).status === 0) return true;
  log('installing nginx from Debian packages ...');
  const r = spawnSync(
    'sh',
    [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null',
    ],
    { stdio: 'inherit' },
  );
  return r.status === 0;
}

/**
 * An nginx of one worker whose files all live in `dir` (under bench/tmp), with `http` the body
 * of its http block: written to dir/nginx.conf, which is returned.
 */
function writeNginxConf(dir, http) {
  mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${dir}/tmp;\n`)
    .join('');
  writeFileSync(
    conf,
    `worker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents { worker_connections 1024; }\nhttp {\n  access_log off;\n${temp}${http}}\n`,
  );
  return conf;
}

const spawnNginx = (conf) => spawn('nginx', ['-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });

export async function startNginx(port, files) {
  const dir = path.join(root, 'bench/tmp/nginx');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'html'), { recursive: true });
  for (const [name, html] of Object.entries(files))
    writeFileSync(path.join(dir, 'html', name), html);
  const child = spawnNginx(
    writeNginxConf(
      dir,
      `  default_type text/html;\n  server {\n    listen 127.0.0.1:${port};\n    root ${dir}/html;\n    location / { try_files $uri =404; }\n  }\n`,
    ),
  );
  await waitFor(`http://127.0.0.1:${port}/${Object.keys(files)[0]}`);
  return child;
}

/** Whether https://127.0.0.1:port answers a request over HTTP/2 (any certificate), within 5 s. */
function speaksHttp2(port) {
  return new Promise((resolve) => {
    const session = http2.connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
    const done = (ok) => {
      resolve(ok);
      session.destroy();
    };
    session.on('error', () => done(false));
    session.setTimeout(5_000, () => done(false));
    const req = session.request({ ':path': '/' });
    req.on('response', (headers) => done(headers[':status'] < 500));
    req.on('error', () => done(false));
    req.end();
  });
}

/**
 * The HTTPS front Lighthouse measures through: nginx terminating TLS (a self-signed certificate
 * for 127.0.0.1) and speaking HTTP/2 to the browser, proxying to `next start`, for the app and
 * the bare app alike, as a deployment serves visitors. The transport changes the simulated LCP,
 * so both sides get the same one. Returns null, with the reason logged, where nginx or openssl
 * is missing or nginx has no TLS or HTTP/2.
 */
export async function startTlsFront(upstreams) {
  const dir = path.join(root, 'bench/tmp/tls-front');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const cert = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '7',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  if (cert.status !== 0) {
    log('no openssl to make a certificate: Lighthouse measures over plain HTTP/1.1');
    return null;
  }
  const servers = upstreams
    .map(
      ({ listen, to }, i) =>
        `  upstream u${i} { server 127.0.0.1:${to}; keepalive 16; }\n  server {\n    listen 127.0.0.1:${listen} ssl http2;\n    location / { proxy_pass http://u${i}; }\n  }\n`,
    )
    .join('');
  const conf = writeNginxConf(
    dir,
    `  ssl_certificate ${dir}/cert.pem;\n  ssl_certificate_key ${dir}/key.pem;\n  ssl_session_cache shared:tls:1m;\n  proxy_http_version 1.1;\n  proxy_set_header Connection "";\n  proxy_set_header Host $http_host;\n  proxy_set_header X-Forwarded-Proto https;\n${servers}`,
  );
  const check = spawnSync('nginx', ['-t', '-c', conf], {
    encoding: 'utf8',
  });
  if (check.status !== 0) {
    log(
      `nginx cannot serve HTTPS and HTTP/2 here (${check.stderr.trim().split('\n')[0]}): Lighthouse measures over plain HTTP/1.1`,
    );
    return null;
  }
  const child = spawnNginx(conf);
  const deadline = Date.now() + 30_000;
  while (!(await speaksHttp2(upstreams[0].listen))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop(child);
      log('the HTTPS front did not answer over HTTP/2: Lighthouse measures over plain HTTP/1.1');
      return null;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return child;
}
