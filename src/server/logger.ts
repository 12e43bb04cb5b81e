type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Longer texts are cut: an error can quote a request's values, and a request can be a megabyte. */
const maxLoggedText = 1000;

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** One JSON line per entry on stderr; never pass secrets in `fields`. */
export function createLogger(minimum: Level | 'silent'): Logger {
  const write = (level: Level) => (message: string, fields?: Record<string, unknown>) => {
    if (order[level] < order[minimum]) return;
    const entry = { time: new Date().toISOString(), level, message, ...fields };
    process.stderr.write(`${JSON.stringify(entry, (_key, value: unknown) => (typeof value === 'string' ? shortened(value) : value))}\n`);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

function shortened(text: string): string {
  return text.length <= maxLoggedText ? text : `${text.slice(0, maxLoggedText)}… (${text.length - maxLoggedText} more characters)`;
}
