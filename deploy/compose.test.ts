// compose.yaml cannot be started in CI (no Docker daemon), so its invariants are read here: the shape
// docs/deploy.md and ADR 043 describe, which an edit could break without any other test noticing.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Service {
  image?: string;
  build?: unknown;
  command?: string | string[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  deploy?: { replicas?: number };
  healthcheck?: { test: string | string[] };
  stop_grace_period?: string;
  depends_on?: Record<string, { condition: string }>;
}

const compose = parse(readFileSync(new URL('../compose.yaml', import.meta.url), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const nginxConf = readFileSync(new URL('./nginx.conf', import.meta.url), 'utf8');
const workerScript: string | undefined = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts.worker;
const { services } = compose;
/** The services that run Uplift: built from this repository. */
const uplift = Object.entries(services).filter(([, service]) => service.build !== undefined);
const words = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(' ') : (value ?? ''));
/** The app's own bound is 25 s (graceful shutdown); Docker must wait longer before it kills. */
const seconds = (duration: string | undefined) => Number(/^(\d+)s$/.exec(duration ?? '')?.[1] ?? 0);

describe('compose.yaml', () => {
  it('runs PostgreSQL 15 with a volume and a pg_isready health check', () => {
    const postgres = services.postgres!;
    expect(postgres.image).toMatch(/^postgres:15/);
    expect(postgres.volumes?.some((volume) => volume.endsWith(':/var/lib/postgresql/data'))).toBe(true);
    expect(words(postgres.healthcheck?.test)).toContain('pg_isready');
  });

  it('runs two web replicas and one worker, all ready only when /api/health/ready answers', () => {
    expect(uplift.map(([name]) => name).sort()).toEqual(['web', 'worker']);
    expect(services.web!.deploy?.replicas).toBe(2);
    expect(services.worker!.deploy?.replicas ?? 1).toBe(1);
    expect(words(services.worker!.command)).toBe('npm run worker');
    expect(services.web!.command).toBeUndefined();
    for (const [, service] of uplift) {
      expect(words(service.healthcheck?.test)).toContain('/api/health/ready');
      expect(seconds(service.stop_grace_period)).toBeGreaterThanOrEqual(30);
      expect(service.depends_on?.postgres?.condition).toBe('service_healthy');
    }
  });

  // npm runs a script through `sh -c`, and Debian's sh (dash) keeps itself as the parent: npm hands
  // SIGTERM to sh, which dies without passing it on, and the worker never shuts down gracefully. With
  // `exec` the shell becomes the worker, which then gets the signal (npm waits for it to exit).
  it.runIf(workerScript !== undefined)('runs npm run worker as a script that execs, so SIGTERM reaches the worker', () => {
    expect(workerScript).toMatch(/(^|&&\s*|\s)exec\s/);
  });

  it('gives every Uplift container the same database, secret and files volume', () => {
    const [[, first], ...others] = uplift as [[string, Service], ...[string, Service][]];
    const env = first.environment!;
    expect(env.DATABASE_URL).toMatch(/@postgres:5432\//);
    // The operator's secret, required: no default that every install would share.
    expect(env.APP_SECRET).toMatch(/^\$\{APP_SECRET:\?/);
    expect(env.TRUST_PROXY).toBe('true');
    expect(env.PUBLIC_URL).toBeDefined();
    const filesMount = first.volumes?.find((volume) => volume.endsWith(`:${env.DATA_DIR}`));
    expect(filesMount?.split(':')[0]).toBeOneOf(Object.keys(compose.volumes));
    for (const [, service] of others) {
      for (const name of ['DATABASE_URL', 'APP_SECRET', 'DATA_DIR', 'PUBLIC_URL', 'TRUST_PROXY']) {
        expect(service.environment?.[name]).toBe(env[name]);
      }
      expect(service.volumes).toContain(filesMount);
    }
  });

  it('publishes one port, the proxy’s, which balances over the web replicas', () => {
    const publishing = Object.entries(services).filter(([, service]) => service.ports?.length);
    expect(publishing.map(([name]) => name)).toEqual(['proxy']);
    expect(services.proxy!.ports).toHaveLength(1);
    expect(services.proxy!.ports![0]).toMatch(/:80$/);
    expect(services.proxy!.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(nginxConf).toMatch(new RegExp(`server web:${services.web!.environment!.PORT} resolve`));
    expect(nginxConf).toMatch(/client_max_body_size 3\d\dm;/);
    expect(nginxConf).toContain('proxy_buffering off;');
    expect(nginxConf).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  });
});
