import path from 'node:path';

/** Everything Sevak reads from its environment, read once at start (README "Configuration"). */
export interface Config {
  appName: string;
  port: number;
  host: string;
  /** PostgreSQL connection string; without it Sevak uses embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * Optional: the connection requests use, as a login role that owns nothing and is a member of
   * sevak_app (docs/SECURITY.md). `databaseUrl` then only migrates and prepares the database.
   */
  appDatabaseUrl: string | undefined;
  dataDir: string;
  superadminPhone: string;
  superadminPassword: string;
  /** True when the superadmin credentials are the development defaults (a warning is printed). */
  superadminIsDefault: boolean;
  defaultEmployeePassword: string;
  /** NODE_ENV=production: the published development sign-ins are refused, the demo is not loaded. */
  production: boolean;
  /**
   * Loads the demo business on the first start of an embedded database: by default in
   * development only, since its sign-in is published in the README.
   */
  seedDemo: boolean;
  /** IANA zone in which "today", "this month" and the access period are counted. */
  businessTimeZone: string;
  cookieSecure: boolean;
  /** A session unused for this long ends. */
  sessionIdleMinutes: number;
  /** A session ends this long after sign-in, however busy. */
  sessionAbsoluteHours: number;
  /** Failed sign-ins allowed per phone number, and per client address, within the window. */
  signInMaxFailuresPerPhone: number;
  signInMaxFailuresPerAddress: number;
  signInFailureWindowMinutes: number;
  statementTimeoutMs: number;
  /**
   * Rows a CSV export reads from the database at a time, one short transaction each. Small
   * enough that a page is written out and gone before the next young-generation collection
   * would copy it into the old one: at 1,000 rows a 100,000-visit export left ~100 MB of
   * finished pages there, at 250 some 8 MB.
   */
  exportPageRows: number;
  poolMax: number;
  /** How long a request waits for a free PostgreSQL connection before it is answered 503. */
  poolWaitMs: number;
  trustProxy: boolean;
  /** Longest a client may take to send a whole request (headers and body) before it is answered 408. */
  requestTimeoutMs: number;
  /** Most connections open at once; more are refused until some close. */
  maxConnections: number;
  /**
   * Origins, besides the address a request was sent to, whose pages may send changes
   * (a front end served from another address). Every other site's page is refused.
   */
  allowedOrigins: string[];
  /** The built client, served in production with history fallback; absent in development. */
  clientDistDir: string;
  logLevel: string;
  /**
   * Where the morning digest is sent from: an smtp:// or smtps:// URL with any user and password
   * in it. Without it no digest is sent.
   */
  smtpUrl: string | undefined;
  /** The digest's From line, e.g. `Sevak <no-reply@shop.example.in>`. */
  digestFrom: string;
}

export const DEV_SUPERADMIN = { phone: '9000000000', password: 'sevak-admin' } as const;
export const DEV_DEFAULT_EMPLOYEE_PASSWORD = 'sevak@123';

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

/** 'https://shop.example.in, http://localhost:5173' → each as its URL origin. */
function origins(env: Env, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = URL.canParse(entry) ? new URL(entry).origin : 'null';
      if (origin === 'null' || origin !== entry.replace(/\/$/, '').toLowerCase()) {
        throw new Error(`${name} must list origins such as https://shop.example.in, separated by commas, got "${entry}"`);
      }
      return origin;
    });
}

/** An SMTP server's URL, such as smtps://user:password@smtp.example.in:465, or undefined when unset. */
function smtpUrl(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const protocol = URL.canParse(raw) ? new URL(raw).protocol : '';
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    // The URL may carry a password: the message names its form, never its text.
    throw new Error(`${name} must be a URL such as smtps://user:password@smtp.example.in:465 (smtp:// or smtps://)`);
  }
  return raw;
}

/** Addresses only this machine can reach. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Why the server must not start with this configuration, or undefined: the development
 * superadmin password is published in the README, so it may guard only a server that no other
 * machine can reach.
 */
export function refusalToServe(config: Config): string | undefined {
  const developmentSignIn = config.superadminPhone === DEV_SUPERADMIN.phone || config.superadminPassword === DEV_SUPERADMIN.password;
  if (config.production && developmentSignIn) {
    return (
      'Refusing to start with NODE_ENV=production and the development superadmin sign-in, which anyone can read in the README. ' +
      'Set SUPERADMIN_PHONE and SUPERADMIN_PASSWORD to your own.'
    );
  }
  if (config.superadminPassword !== DEV_SUPERADMIN.password || isLoopback(config.host)) return undefined;
  return (
    `Refusing to listen on ${config.host}: the superadmin still has the development password, which anyone can read in the README. ` +
    'Set SUPERADMIN_PASSWORD (and SUPERADMIN_PHONE) to your own before serving other machines, or leave HOST unset to listen on 127.0.0.1 only.'
  );
}

export function loadConfig(env: Env = process.env): Config {
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  const businessTimeZone = env.TZ_BUSINESS || 'Asia/Kolkata';
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone: businessTimeZone });
  } catch {
    throw new Error(`TZ_BUSINESS must be an IANA time zone such as Asia/Kolkata, got "${businessTimeZone}"`);
  }
  return {
    appName: env.APP_NAME || 'Sevak',
    port: integer(env, 'PORT', 3000),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    appDatabaseUrl: env.APP_DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, 'data')),
    superadminPhone: env.SUPERADMIN_PHONE || DEV_SUPERADMIN.phone,
    superadminPassword: env.SUPERADMIN_PASSWORD || DEV_SUPERADMIN.password,
    superadminIsDefault: !env.SUPERADMIN_PHONE || !env.SUPERADMIN_PASSWORD,
    defaultEmployeePassword: env.DEFAULT_EMPLOYEE_PASSWORD || DEV_DEFAULT_EMPLOYEE_PASSWORD,
    production: env.NODE_ENV === 'production',
    seedDemo: flag(env, 'SEED_DEMO', env.NODE_ENV !== 'production'),
    businessTimeZone,
    cookieSecure: flag(env, 'COOKIE_SECURE', false),
    sessionIdleMinutes: integer(env, 'SESSION_IDLE_MINUTES', 120),
    sessionAbsoluteHours: integer(env, 'SESSION_ABSOLUTE_HOURS', 24 * 7),
    signInMaxFailuresPerPhone: integer(env, 'SIGNIN_MAX_FAILURES_PER_PHONE', 5),
    signInMaxFailuresPerAddress: integer(env, 'SIGNIN_MAX_FAILURES_PER_ADDRESS', 30),
    signInFailureWindowMinutes: integer(env, 'SIGNIN_FAILURE_WINDOW_MINUTES', 15),
    statementTimeoutMs: integer(env, 'STATEMENT_TIMEOUT_MS', 10_000),
    exportPageRows: Math.max(1, integer(env, 'EXPORT_PAGE_ROWS', 250)),
    poolMax: integer(env, 'DB_POOL_MAX', 10),
    poolWaitMs: integer(env, 'DB_POOL_WAIT_MS', 5_000),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000),
    maxConnections: integer(env, 'MAX_CONNECTIONS', 1_000),
    allowedOrigins: origins(env, 'ALLOWED_ORIGINS'),
    clientDistDir: path.resolve(env.CLIENT_DIST_DIR || path.join(repoRoot, 'client/dist')),
    logLevel: env.LOG_LEVEL || 'info',
    smtpUrl: smtpUrl(env, 'SMTP_URL'),
    digestFrom: env.DIGEST_FROM || 'Sevak <no-reply@localhost>',
  };
}
