import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECRET_FILE_VARIABLES } from '../src/config.js';
import { commands } from '../src/cli/platform.js';

/**
 * What the shipped Dockerfile, compose file and proxy configuration promise, read from the files.
 * Building and running the image takes buildah and minutes: `npm run test:image` does that; the
 * TLS part of the proxy runs in tls-proxy.test.ts, the rest of it in topology.test.ts.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const dockerfile = read('Dockerfile');
const compose = read('compose.yaml');
const haproxy = read('deploy/haproxy.cfg');
const deployment = read('docs/deployment.md');

/** The last stage of the Dockerfile: what the image runs. */
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
/** Every `image:` of compose, and the block of text of one service. */
const images = [...compose.matchAll(/^\s+image: (.+)$/gm)].map((m) => m[1]!);
const service = (name: string) => new RegExp(`^  ${name}:\\n((?:    .*\\n|\\s*\\n)*)`, 'm').exec(compose)?.[1] ?? '';

describe('the image', () => {
  it('copies sources that exist and runs entry points the build makes', () => {
    const copies = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) => m[1]!.split(' '));
    expect(copies.length).toBeGreaterThan(5);
    for (const source of copies) expect(existsSync(path.join(root, source)), source).toBe(true);
    const entries = [...dockerfile.matchAll(/(apps\/server\/dist\/[\w/.-]+\.js)/g)].map((m) => m[1]!);
    expect(entries).toEqual(expect.arrayContaining(['apps/server/dist/main.js', 'apps/server/dist/cli/platform.js']));
    for (const entry of entries) expect(existsSync(path.join(root, entry.replace('/dist/', '/src/').replace(/\.js$/, '.ts'))), entry).toBe(true);
  });

  it('runs a supported Node.js LTS (22 or 24), pinned by version and digest, in every stage', () => {
    const pinned = /^ARG NODE_IMAGE=node:(\d+)\.\d+\.\d+-bookworm-slim@sha256:[0-9a-f]{64}$/m.exec(dockerfile);
    expect(pinned, 'ARG NODE_IMAGE=node:<x.y.z>-bookworm-slim@sha256:<digest>').not.toBeNull();
    expect(['22', '24']).toContain(pinned![1]);
    const froms = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    expect(froms.length).toBe(3);
    for (const from of froms) expect(from).toBe('${NODE_IMAGE}');
  });

  it('installs no test or benchmark tool', () => {
    const installs = [...dockerfile.matchAll(/RUN npm ci((?:\\\n|[^\n])*)/g)].map((m) => m[1]!);
    expect(installs.length).toBe(2);
    for (const install of installs) {
      expect(install).toContain('--workspace @platform/server');
      expect(install).not.toContain('@platform/tools');
    }
    const tools = JSON.parse(read('tools/package.json')) as { devDependencies: Record<string, string> };
    expect(Object.keys(tools.devDependencies)).toEqual(expect.arrayContaining(['vitest', '@playwright/test', 'lighthouse', 'autocannon']));
  });

  it("carries the PostgreSQL client of compose's server major and the operator command on the PATH", () => {
    const serverMajor = /image: postgres:(\d+)\./.exec(compose)?.[1];
    expect(serverMajor).toBeDefined();
    expect(runtimeStage).toMatch(new RegExp(`apt-get install -y --no-install-recommends postgresql-client-${serverMajor}\\b`));
    expect(runtimeStage).toContain('ln -s /app/apps/server/dist/cli/platform.js /usr/local/bin/platform');
    expect(dockerfile).toContain('chmod +x apps/server/dist/cli/platform.js');
    expect(readFileSync(path.join(root, 'apps/server/src/cli/platform.ts'), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('has an operator command for each job, each an entry point the server builds', () => {
    expect(Object.keys(commands)).toEqual(expect.arrayContaining(['migrate', 'backup', 'restore', 'manager-create', 'serve']));
    for (const command of Object.values(commands)) {
      const source = path.join(root, 'apps/server/src/cli', command.entry.replace(/\.js$/, '.ts'));
      expect(existsSync(source), source).toBe(true);
    }
  });

  it('keeps its health check (readiness) and its source maps out of the served folder', () => {
    expect(runtimeStage).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health\/ready/m);
    expect(read('apps/server/src/platform/health.ts')).toContain("'/api/health/ready'");
    expect(dockerfile).toMatch(/cd apps\/web\/dist[\s\S]*-name '\*\.map'[\s\S]*test -z "\$\(find \. -name '\*\.map'\)"/);
    expect(runtimeStage).toContain('COPY --from=build /app/apps/web/sourcemaps apps/web/sourcemaps');
    expect(read('apps/server/src/app.ts')).toContain("allowedPath: (pathName) => !pathName.endsWith('.map')");
  });

  it('leaves secrets, .env files and backups out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['secrets', '.env', 'backups']));
  });
});

describe('the compose file', () => {
  it('pins every image by version and digest, and tags the platform per release', () => {
    expect(images.length).toBeGreaterThanOrEqual(6);
    for (const image of images) {
      if (image.startsWith('venture-platform:')) expect(image).toMatch(/^venture-platform:\$\{PLATFORM_VERSION:\?[^}]+\}$/);
      else expect(image, image).toMatch(/^[\w./-]+:(?!latest@)[\w.-]+@sha256:[0-9a-f]{64}$/);
    }
    for (const name of ['postgres', 'redis', 'minio', 'minio-bucket', 'proxy']) expect(service(name), name).toMatch(/image: \S+@sha256:/);
    expect(compose).not.toMatch(/:latest\b/);
  });

  it('gives every platform process its secrets as files, and no secret as a value', () => {
    // REDIS_URL holds no password here; DATABASE_DIRECT_URL is for a pooler, and compose has none.
    const optional: readonly string[] = ['REDIS_URL', 'DATABASE_DIRECT_URL'];
    for (const name of SECRET_FILE_VARIABLES.filter((n) => !optional.includes(n))) {
      expect(compose).toContain(`${name}_FILE: /run/secrets/`);
      expect(compose, name).not.toMatch(new RegExp(`^\\s+${name}:`, 'm'));
    }
    for (const plain of ['POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD', 'SESSION_SECRET', 'S3_SECRET_ACCESS_KEY', 'DATABASE_DIRECT_URL']) {
      expect(compose, plain).not.toMatch(new RegExp(`^\\s+${plain}:`, 'm'));
      expect(compose, plain).not.toContain(`\${${plain}`);
    }
    const declared = [...compose.matchAll(/^ {2}([\w]+): \{ file: \.\/secrets\/[\w.]+ \}$/gm)].map((m) => m[1]!);
    const used = [...compose.matchAll(/\/run\/secrets\/(\w+)/g)].map((m) => m[1]!);
    for (const secret of used) expect(declared, secret).toContain(secret);
    // The replicas (through x-app), the migration job and the operator job all take the same files.
    expect(compose.match(/secrets: \*platform-secrets/g)?.length).toBe(3);
    for (const name of ['migrate', 'ops']) expect(service(name), name).toContain('secrets: *platform-secrets');
  });

  it('gives the app an S3 user of its own, allowed its bucket only', () => {
    expect(compose).toMatch(/S3_ACCESS_KEY_ID: platform-app/);
    const job = service('minio-bucket');
    expect(job).toContain('mc admin user add store platform-app');
    expect(job).toContain('mc admin policy create store platform-objects /etc/platform/minio-app-policy.json');
    expect(job).toContain('mc admin policy attach store platform-objects --user platform-app');
    const policy = JSON.parse(read('deploy/minio-app-policy.json')) as { Statement: { Resource: string[] }[] };
    for (const statement of policy.Statement) for (const resource of statement.Resource) expect(resource).toMatch(/^arn:aws:s3:::platform(\/\*)?$/);
  });

  it('runs the migration and operator jobs through the image command, and trusts exactly its one proxy', () => {
    const known = Object.keys(commands);
    const run = [...compose.matchAll(/command: \[platform, ([\w-]+)/g)].map((m) => m[1]!);
    expect(run).toEqual(expect.arrayContaining(['migrate']));
    for (const name of run) expect([...known, 'help']).toContain(name);
    expect(compose).toContain("TRUST_PROXY: '1'");
    // Only haproxy publishes a port: nothing reaches a replica around it.
    expect(compose.match(/^\s+ports:/gm)?.length).toBe(1);
    expect(service('proxy')).toMatch(/^\s+ports:/m);
    expect(service('proxy')).toContain('/usr/local/etc/haproxy/haproxy-tls.cfg');
    expect(compose).toContain('./deploy/haproxy.cfg');
  });
});

describe('the proxy configuration', () => {
  it('probes readiness and learns replica addresses again from Docker’s DNS', () => {
    expect(haproxy).toMatch(/option httpchk GET \/api\/health\/ready/);
    expect(haproxy).toMatch(/^resolvers docker\n\s+nameserver \w+ 127\.0\.0\.11:53$/m);
    const servers = haproxy.split('\n').filter((l) => /^\s*server app\d /.test(l));
    expect(servers.length).toBe(2);
    for (const line of servers) expect(line).toMatch(/ check .*resolvers docker init-addr last,libc,none$/);
  });

  it('terminates TLS with a redirect from HTTP and tells the server the protocol', () => {
    const tls = read('deploy/haproxy-tls.cfg');
    expect(tls).toMatch(/bind :8443 ssl crt \/usr\/local\/etc\/haproxy\/certs\/site\.pem/);
    expect(tls).toContain('http-request set-header X-Forwarded-Proto https');
    expect(tls).toMatch(/http-request redirect scheme https code 301/);
    expect(haproxy).toContain('http-request set-header X-Forwarded-Proto http');
  });
});

describe('the deployment guide', () => {
  it('shows each operator job as one `docker compose run --rm` line', () => {
    for (const job of ['migrate', 'backup', 'restore --from', 'manager-create --email']) {
      expect(deployment, job).toMatch(new RegExp(`^docker compose run --rm ops platform ${job}`, 'm'));
    }
  });

  it('shows TLS, the redirect, X-Forwarded-Proto and the TRUST_PROXY that matches, a rolling update and a rollback', () => {
    for (const text of ['ssl crt', 'X-Forwarded-Proto https', 'TRUST_PROXY', 'Strict-Transport-Security', '--format docker', '--no-build']) {
      expect(deployment, text).toContain(text);
    }
    expect(deployment).toMatch(/PLATFORM_VERSION=\S+ docker compose up -d --no-deps --no-build --wait app1/);
  });
});
