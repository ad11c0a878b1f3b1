import { z } from 'zod';

const CIDR = /^[0-9a-f.:]+(\/\d{1,3})?$/i;

/** TRUST_PROXY as Fastify's `trustProxy` takes it. */
const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    if (!value || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.find((entry) => !CIDR.test(entry));
    if (bad === undefined) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `"${bad}" is neither a hop count nor a proxy address or CIDR range`,
    });
    return z.NEVER;
  });

/** Secrets that ship in the repository; production must never run with them. */
export const DEFAULT_JWT_SECRET = 'pamoja-development-secret-change-me-0123456789';
export const DEFAULT_CALLBACK_TOKEN = 'pamoja-development-callback-token';
export const DEFAULT_MPESA_PASSKEY =
  'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('./.data'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEFAULT_JWT_SECRET),
    CALLBACK_TOKEN: z.string().min(16).default(DEFAULT_CALLBACK_TOKEN),
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    /**
     * Which proxies' X-Forwarded-For to believe: unset (none: the socket's address is the
     * caller's), a hop count, or a comma-separated list of proxy addresses or CIDR ranges.
     */
    TRUST_PROXY: trustProxySchema,
    LMS_PROJECT: z.string().min(1).default('pamoja'),
    /**
     * Where the learning service asks whether a session is still live, when it runs apart from
     * the main service (e.g. http://api.internal:3000). Unset: `npm start` asks in-process.
     */
    MAIN_SERVICE_URL: z.url().optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Pamoja <no-reply@pamoja.test>'),
    /** Attempts per minute on login, password-reset, OTP and PIN routes, per IP and per account. */
    AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
    AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
    /** M-Pesa (docs/money.md): Safaricom Daraja, or the built-in simulator that answers like its sandbox. */
    MPESA_PROVIDER: z.enum(['daraja', 'simulator']).default('simulator'),
    MPESA_BASE_URL: z.url().default('https://sandbox.safaricom.co.ke'),
    MPESA_CONSUMER_KEY: z.string().min(1).optional(),
    MPESA_CONSUMER_SECRET: z.string().min(1).optional(),
    MPESA_SHORTCODE: z
      .string()
      .regex(/^\d{5,7}$/, 'must be a 5 to 7 digit shortcode')
      .default('174379'),
    /** The passkey Safaricom publishes for its sandbox shortcode 174379; not a secret. */
    MPESA_PASSKEY: z.string().min(1).default(DEFAULT_MPESA_PASSKEY),
    MPESA_B2C_SHORTCODE: z
      .string()
      .regex(/^\d{5,7}$/, 'must be a 5 to 7 digit shortcode')
      .default('600000'),
    MPESA_INITIATOR_NAME: z.string().min(1).default('testapi'),
    MPESA_SECURITY_CREDENTIAL: z.string().min(1).optional(),
    MPESA_SIMULATOR_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(1500),
    /** Airtime: Africa's Talking airtime send API, or the built-in simulator. */
    AIRTIME_PROVIDER: z.enum(['africastalking', 'simulator']).default('simulator'),
    AFRICASTALKING_USERNAME: z.string().min(1).default('sandbox'),
    AFRICASTALKING_API_KEY: z.string().min(1).optional(),
    AFRICASTALKING_BASE_URL: z.url().default('https://api.sandbox.africastalking.com'),
    AIRTIME_SIMULATOR_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(1500),
    /** Uploaded files (docs/domains/files.md): S3 when a bucket is named, else `<DATA_DIR>/files`. */
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Unset: path-style when S3_ENDPOINT is set (MinIO and most S3-compatible stores need it). */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
  })
  .superRefine((config, ctx) => {
    // A key without its secret (or the reverse) is a typo, not a wish for the default chain.
    if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
      });
    }
    if (config.NODE_ENV !== 'production') return;
    if (config.JWT_SECRET === DEFAULT_JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'set a secret of your own' });
    }
    if (config.CALLBACK_TOKEN === DEFAULT_CALLBACK_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        path: ['CALLBACK_TOKEN'],
        message: 'set a token of your own',
      });
    }
    if (config.MPESA_PROVIDER === 'daraja') {
      // Daraja must reach our callbacks and we must authenticate to it: no silent fallbacks.
      for (const key of [
        'MPESA_CONSUMER_KEY',
        'MPESA_CONSUMER_SECRET',
        'MPESA_SECURITY_CREDENTIAL',
        'PUBLIC_URL',
      ] as const) {
        if (config[key]) continue;
        ctx.addIssue({ code: 'custom', path: [key], message: 'required for daraja' });
      }
    }
    if (config.AIRTIME_PROVIDER === 'africastalking' && !config.AFRICASTALKING_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['AFRICASTALKING_API_KEY'],
        message: 'required for africastalking',
      });
    }
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = configSchema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}
